export { HeaderTimer } from './components/HeaderTimer';
export type { HeaderTimerProps, TimerLogRequest } from './components/HeaderTimer';
