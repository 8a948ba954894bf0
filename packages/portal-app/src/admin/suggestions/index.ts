export { SuggestionsScreen } from './SuggestionsScreen';
