export * from './errors';
export * from './auth';
export * from './profile';
export * from './health';
export * from './pronunciation';
export * from './vocabulary';
export * from './words';
export * from './games';
