export * from './body';
export * from './names';
export * from './schemas';
