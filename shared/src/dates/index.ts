export * from './parse';
export * from './date-time';
export * from './calendar-math';
export * from './min-max';
export * from './iso-days';
export * from './entry';
