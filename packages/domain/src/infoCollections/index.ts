export * from './infoCollection.schema';
export * from './infoCollectionJson';
export * from './screenInfos';
