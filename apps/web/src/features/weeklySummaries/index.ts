export { WeeklySummaryButton } from './components/WeeklySummaryButton';
