export * from './button';
export * from './form';
export * from './modal';
export * from './loading-overlay';
export * from './number-spinner';
export * from './date-picker';
export * from './remote-boundary';
export * from './layout';
