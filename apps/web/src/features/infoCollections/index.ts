export { ScreenInfoIcons } from './components/ScreenInfoIcons';
