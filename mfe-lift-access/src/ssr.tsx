import { remoteServerApp } from '@resort/shared/server-app';
import { Root } from './root';

// The lift tickets and passes remote's server entry: its pages' first screens, drawn by the store's server.
export const serverApp = remoteServerApp('lift_access', Root);
