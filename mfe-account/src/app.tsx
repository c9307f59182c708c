import { remoteApplication } from '@resort/shared';
import { Root } from './root';

// single-spa lifecycles of the account remote. It is active on every page: it hosts overlays and keeps the page's state in step.
export const { bootstrap, mount, unmount } = remoteApplication('account', Root, { global: true });
