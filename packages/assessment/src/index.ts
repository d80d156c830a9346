export * from './bank';
export * from './model';
export * from './grid';
export * from './testlet';
export * from './ability';
export * from './bands';
export * from './level-prediction';
