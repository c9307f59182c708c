import { remoteApplication } from '@resort/shared';
import { Root } from './root';

// single-spa lifecycles of the rentals remote.
export const { bootstrap, mount, unmount } = remoteApplication('rentals', Root);
