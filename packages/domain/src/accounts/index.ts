export * from './passwords';
export * from './schemas';
