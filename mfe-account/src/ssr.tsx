import { remoteServerApp } from '@resort/shared/server-app';
import { Root } from './root';

// The account remote's server entry: its pages' first screens, drawn by the store's server.
export const serverApp = remoteServerApp('account', Root);
