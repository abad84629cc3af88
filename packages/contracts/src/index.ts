export * from './common';
export * from './constants';
export * from './messages';
export * from './config';
export * from './user';
export * from './aed';
export * from './device';
export * from './login';
