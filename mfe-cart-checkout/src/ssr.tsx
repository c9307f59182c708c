import { remoteServerApp } from '@resort/shared/server-app';
import { Root } from './root';

// The cart and checkout remote's server entry: its pages' first screens, drawn by the store's server.
export const serverApp = remoteServerApp('cart_checkout', Root);
