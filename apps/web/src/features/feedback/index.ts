export { FeedbackButtons } from './components/FeedbackButtons';
