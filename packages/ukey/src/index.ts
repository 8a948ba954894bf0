export * from './protocol';
export { createUkeyClient, type UkeyClient, type UkeyClientOptions, type UkeySocket } from './client/createUkeyClient';
export { isUkeyError, UkeyError, ukeyMessages, type UkeyErrorKind } from './client/ukeyErrors';
export {
  certificateInfo,
  readCertificateInfo,
  daysUntilExpiry,
  expiryWarningDays,
  exportSignCertificate,
  listCertificates,
  parseCertificateList,
  signMessage,
  verifyPin,
  type UkeyCertificate,
  type UkeyCertificateInfo,
} from './client/certificateService';
export { ukeyAdminLogin, type UkeyAdminLoginOptions, type UkeySignedProof } from './login/ukeyAdminLogin';
