export { InfoPopup } from './components/InfoPopup';
