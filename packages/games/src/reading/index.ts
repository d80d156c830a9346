export * from './level';
export * from './record';
export * from './mapping';
export * from './score';
export * from './select';
