export * from './leaderboardJson';
export * from './dashboard.errors';
export * from './policies';
export * from './dashboard.contract';
export * from './leaderboardRules';
export * from './mouseoverText';
export * from './teamWeekNotice';
export * from './teamWeekNoticeJson';
