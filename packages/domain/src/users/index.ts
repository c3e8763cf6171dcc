export * from './userProfileJson';
export * from './profile.schema';
export * from './profileAccess';
export * from './profileLinks';
export * from './teamCode';
export * from './timeZones';
export * from './zoneCountries';
export * from './pictureFile';
