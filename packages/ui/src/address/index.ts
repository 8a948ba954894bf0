export { addressHref, pageHref, readAddress, sessionTokenParam, type AddressTarget } from './address';
