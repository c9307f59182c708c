// An async boundary, so the share scope is initialised before any shared singleton is used. It
// opens in a task after this file's own (the federation runtime's start): on a slow phone two
// shorter tasks rather than one long one.
setTimeout(() => {
  // The big shared libraries the start needs are asked for each on its own, before the start
  // itself: their chunks still load together, but each library is evaluated in the task its own
  // chunks arrive in, instead of all of them in one long task with the start's.
  void import('react-dom/client');
  void import('styled-components');
  void import('@tanstack/react-query');
  void import('./bootstrap');
}, 0);
