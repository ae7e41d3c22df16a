export * from './schemas';
export * from './messages';
