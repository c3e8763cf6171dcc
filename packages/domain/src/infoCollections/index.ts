export * from './infoCollection.schema';
export * from './infoCollectionJson';
export * from './screenInfos';
export * from './policies';
export * from './infoCollections.errors';
export * from './infoCollections.contract';
