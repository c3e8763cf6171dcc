export { BadgeSummaryButton } from './components/BadgeSummaryButton';
export { BadgeSummaryDialog } from './components/BadgeSummaryDialog';
