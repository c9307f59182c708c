// Unit-test helpers for every remote's browser code (jsdom + Testing Library). Not for the pages.
export { mockApi, type ApiMock } from './mock-api';
export { renderInRemote } from './render-in-remote';
export { describeRouteTable } from './route-table';
