export * from './civilDate';
export * from './pacificCalendar';
export * from './formats';
export * from './clock';
export * from './dayInput';
