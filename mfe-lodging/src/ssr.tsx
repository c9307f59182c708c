import { remoteServerApp } from '@resort/shared/server-app';
import { Root } from './root';

// The lodging remote's server entry: its pages' first screens, drawn by the store's server.
export const serverApp = remoteServerApp('lodging', Root);
