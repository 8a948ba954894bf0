/** The portal's one in-app link handler, under the name the course screens use. */
export { useOpenInApp as useInAppOpen } from '../../components/useOpenInApp';
