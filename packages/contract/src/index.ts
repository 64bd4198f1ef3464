export * from './constants';
export * from './error-codes';
export * from './envelope';
export * from './preferences';
export * from './auth';
export * from './health';
export * from './question';
export * from './logout';
