export { ButtonLink } from './ButtonLink';
