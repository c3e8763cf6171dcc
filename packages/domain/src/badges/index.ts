export * from './badgeJson';
export * from './badge.schema';
export * from './badgeDisplay';
export * from './awardRules';
export * from './sortBadges';
export * from './policies';
export * from './badges.errors';
export * from './badges.contract';
