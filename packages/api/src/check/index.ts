/**
 * Checking a deployment against the contract (docs/real-backend.md): every read the packages
 * make, called as the portal calls it, each reply read with its schema.
 */
export { checkContract, formatContractReport, type CheckContractOptions, type ContractCheckResult } from './checkContract';
export { contractReads, type ContractRead, type Found, type FoundIds } from './contractReads';
