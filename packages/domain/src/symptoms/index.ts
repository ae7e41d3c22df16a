export * from './body';
export * from './names';
export * from './schemas';
export * from './group-map';
