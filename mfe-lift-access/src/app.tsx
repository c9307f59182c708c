import { remoteApplication } from '@resort/shared';
import { Root } from './root';

// single-spa lifecycles of the lift tickets and passes remote.
export const { bootstrap, mount, unmount } = remoteApplication('lift_access', Root);
