export * from './db';
export * from './http';
export * from './catalog';
export * from './session';
export * from './plugin-options';
export * from './platform';
// The resort list is plain data that browser contracts read too; it lives outside server/.
export * from '../demo-resorts';
export * from './contracts';
export * from './jobs';
export * from './rate-limit';
export * from './ledger';
export * from './bookings';
export * from './line-services';
export * from './read-cache';
export * from './etag';
export * from './page-frame';
export * from './html';
