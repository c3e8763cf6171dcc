export { UserTeamsTab } from './components/UserTeamsTab';
