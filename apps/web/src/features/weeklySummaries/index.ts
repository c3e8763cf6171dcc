export { WeeklySummaryButton } from './components/WeeklySummaryButton';
export { WeeklySummariesTab } from './components/WeeklySummariesTab';
