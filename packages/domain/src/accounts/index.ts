export * from './passwords';
export * from './schemas';
export * from './admin-users';
