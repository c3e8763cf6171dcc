export * from './infringementJson';
export * from './blueSquare.schema';
