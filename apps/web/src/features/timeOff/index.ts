export { TimeOffSection } from './components/TimeOffSection';
export { RequestTimeOffButton } from './components/RequestTimeOffButton';
