export * from './course';
export * from './collect';
export * from './rating';
export * from './discussion';
export * from './subject';
export * from './column';
export * from './famousTeacher';
export * from './study';
