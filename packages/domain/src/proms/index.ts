export * from './ids';
export * from './schemas';
export * from './engine';
export * from './scoring';
export * from './report';
export * from './screening';
export * from './instruments/index';
export * from './api';
