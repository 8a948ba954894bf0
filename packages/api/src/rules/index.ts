export * from './validation';
export * from './passwordKey';
export * from './encryptPassword';
