export { SuggestionCountBubble } from './components/SuggestionCountBubble';
