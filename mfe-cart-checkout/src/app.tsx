import { remoteApplication } from '@resort/shared';
import { Root } from './root';

// single-spa lifecycles of the cart and checkout remote. It is active on every page: it hosts overlays and keeps the page's state in step.
export const { bootstrap, mount, unmount } = remoteApplication('cart_checkout', Root, { global: true });
