export { LeaderboardSection, loadLeaderboardTable } from './components/LeaderboardSection';
