// An async boundary, so the share scope is initialised before any shared singleton is used. It
// opens in a task after this file's own (the federation runtime's start): on a slow phone two
// shorter tasks rather than one long one.
// The big shared libraries the start needs are asked for each in a task of its own, before the start
// itself: asking for one (the first opens the share scope) is a task of 3–5 ms on a fast machine and
// four times that on a phone, and all four in one task were one of the page's longest. Their chunks
// still load together, and each library is evaluated in the task its own chunks arrive in.
const steps = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@tanstack/react-query'),
  () => import('./bootstrap'),
];
const next = () => {
  void steps.shift()?.();
  if (steps.length) setTimeout(next, 0);
};
setTimeout(next, 0);
