export * from './constants';
export * from './messages';
export * from './auth/password-rules';
export * from './auth/schemas';
export * from './api/errors';
