// Unit-test helpers for every remote's browser code (jsdom + Testing Library). Not for the pages.
export {
  deferred,
  failBody,
  mockApi,
  okBody,
  type ApiAnswer,
  type ApiMock,
  type ApiRoute,
  type ApiRoutes,
  type SentRequest,
} from './mock-api';
export { renderInRemote } from './render-in-remote';
export { testBillingAddress, testCard } from './checkout-details';
export { describeRouteTable } from './route-table';
