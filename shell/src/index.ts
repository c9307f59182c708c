// An async boundary, so the share scope is initialised before any shared singleton is used. It
// opens in a task after this file's own (the federation runtime's start): on a slow phone two
// shorter tasks rather than one long one.
setTimeout(() => void import('./bootstrap'), 0);
