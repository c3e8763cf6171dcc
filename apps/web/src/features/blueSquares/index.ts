export { useBlueSquareDraft, type BlueSquareDraft } from './api/useBlueSquareDraft';
export { BlueSquaresPanel } from './components/BlueSquaresPanel';
export { BlueSquareDialog, type BlueSquareDialogState } from './components/BlueSquareDialog';
export { BlueSquareEmailCopies } from './components/BlueSquareEmailCopies';
export { ScheduledReasons } from './components/ScheduledReasons';
