export * from './parse';
export * from './calendar-math';
export * from './min-max';
