import { remoteServerApp } from '@resort/shared/server-app';
import { ContentRoot } from './content/components/content-root';

// The shell's own content pages (resort pages, weather, search, contact, trip planner) as the
// store's server draws them: the same root as its 'content' application.
export const serverApp = remoteServerApp('content', ContentRoot);
