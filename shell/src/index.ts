// An async boundary, so the share scope is initialised before any shared singleton is used.
import('./bootstrap');
