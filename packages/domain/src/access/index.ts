export * from './capabilities';
export * from './grants';
export * from './units';
