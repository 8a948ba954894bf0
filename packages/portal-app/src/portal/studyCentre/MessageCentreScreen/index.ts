export { MessageCentreScreen } from './MessageCentreScreen';
