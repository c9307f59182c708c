// @resort/shared, the shared singleton: one instance per page, provided by the shell. It holds what
// must exist once per page (the event bus, the QueryClient, the CSRF token and API client, location,
// the theme context, the single-spa application factory) and the small UI every page draws. Rules,
// dates and the rest of the UI are subpath entries ('@resort/shared/rules', '/dates', '/ui',
// '/planner', '/cart'), outside the share scope: each bundle carries only the parts it imports.
// Those modules reach this one only by the package name, so they never make a second bus or context.
// Server-only code lives under '@resort/shared/server'.
export * from './constants';
export * from './tokens';
export * from './tokens/theme-provider';
export * from './api/api-client';
export * from './query';
export * from './bus/event-bus';
export * from './bus/use-bus-value';
export * from './money/format';
export * from './ui/button';
export * from './ui/form';
export * from './ui/layout';
export * from './ui/remote-boundary';
export * from './ui/modal';
export * from './ui/body-scroll-lock';
export * from './cart/add-to-cart';
export * from './routing/location';
export * from './routing/remote-demand';
export * from './routing/single-spa-react-app';
export * from './routing/page-outlet';
