import { remoteServerApp } from '@resort/shared/server-app';
import { ContentRoot } from './content/components/content-root';
import { footerRoot, headerRoot } from './layout/layout-roots';

// The shell's own content pages (resort pages, weather, search, contact, trip planner) as the
// store's server draws them: the same root as its 'content' application.
export const serverApp = remoteServerApp('content', ContentRoot);

/** The header and footer of every page, as the store's server draws them and the browser hydrates them. */
export const layout = { header: headerRoot, footer: footerRoot };
