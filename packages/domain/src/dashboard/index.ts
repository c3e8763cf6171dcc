export * from './leaderboardJson';
export * from './dashboard.errors';
export * from './policies';
export * from './dashboard.contract';
