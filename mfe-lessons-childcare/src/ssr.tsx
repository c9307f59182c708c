import { remoteServerApp } from '@resort/shared/server-app';
import { Root } from './root';

// The lessons, childcare and activities remote's server entry: its pages' first screens, drawn by the store's server.
export const serverApp = remoteServerApp('lessons_childcare', Root);
