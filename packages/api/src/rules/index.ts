export * from './validation';
export * from './text';
export * from './passwordKey';
export * from './encryptPassword';
