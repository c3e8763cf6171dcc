export * from './badgeJson';
export * from './sortBadges';
