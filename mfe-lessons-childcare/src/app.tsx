import { remoteApplication } from '@resort/shared';
import { Root } from './root';

// single-spa lifecycles of the lessons, childcare and activities remote.
export const { bootstrap, mount, unmount } = remoteApplication('lessons_childcare', Root);
