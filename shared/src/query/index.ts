export { ApiError, fetchOrThrow, QUERY_DEFAULTS, queryClient } from './query-client';
export { SIGN_IN_PROMPT, visitorMessage, type ApiFailure } from './visitor-message';
export * from './use-deferred-data';
