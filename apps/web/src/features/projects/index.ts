export { UserProjectsTab } from './components/UserProjectsTab';
