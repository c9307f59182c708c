import { remoteApplication } from '@resort/shared';
import { ContentRoot } from './components/content-root';

/** The shell's content pages as a single-spa application, in its own area of the main content. */
export const contentApp = remoteApplication('content', ContentRoot);
