export * from './due';
export * from './api';
