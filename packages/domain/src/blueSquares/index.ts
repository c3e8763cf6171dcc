export * from './infringementJson';
export * from './blueSquare.schema';
export * from './blueSquares.errors';
export * from './blueSquares.contract';
export * from './weekClose';
export * from './followUps';
