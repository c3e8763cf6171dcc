export * from './infoCollection.schema';
export * from './infoCollectionJson';
