export { startUkeySimulator, type UkeySimulator, type UkeySimulatorOptions } from './startUkeySimulator';
export { verifyUkeyProof } from './verifyUkeyProof';
export { demoCertificateId, demoUkeyCertificate } from './demoCertificate';
