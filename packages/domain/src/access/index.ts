export * from './capabilities';
export * from './grants';
