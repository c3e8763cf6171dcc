export * from './infringementJson';
