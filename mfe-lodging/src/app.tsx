import { remoteApplication } from '@resort/shared';
import { Root } from './root';

// single-spa lifecycles of the lodging remote.
export const { bootstrap, mount, unmount } = remoteApplication('lodging', Root);
