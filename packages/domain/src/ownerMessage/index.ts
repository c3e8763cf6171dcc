export * from './ownerMessage.contract';
export * from './ownerMessage.errors';
export * from './ownerMessage.schema';
export * from './ownerMessageJson';
export * from './ownerMessagePicture';
