export { PublicScreen, PublicWelcome, type PublicWelcomeProps } from './PublicScreen';
