export { LeaderboardSection } from './components/LeaderboardSection';
