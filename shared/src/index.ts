// Browser-safe exports of @resort/shared. Server-only code lives under '@resort/shared/server'.
export * from './constants';
export * from './tokens';
export * from './tokens/theme-provider';
export * from './api/api-client';
export * from './query';
export * from './bus/event-bus';
export * from './dates';
export * from './money/format';
export * from './ui';
export * from './rules';
export * from './cart/add-to-cart';
export * from './cart/configure';
export * from './routing/location';
export * from './routing/single-spa-react-app';
export * from './planner/trip';
