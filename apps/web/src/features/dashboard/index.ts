export { DashboardView } from './components/DashboardView';
