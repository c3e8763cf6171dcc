export { QuickSetupTitles } from './components/QuickSetupTitles';
