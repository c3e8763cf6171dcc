export { WarningsButton } from './components/WarningsButton';
