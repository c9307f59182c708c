export * from './db';
export * from './http';
export * from './catalog';
export * from './session';
export * from './plugin-options';
export * from './platform';
export * from './demo-resorts';
