export { useBlueSquareDraft, type BlueSquareDraft } from './api/useBlueSquareDraft';
export { BlueSquaresPanel } from './components/BlueSquaresPanel';
export { BlueSquareDialog, type BlueSquareDialogState } from './components/BlueSquareDialog';
