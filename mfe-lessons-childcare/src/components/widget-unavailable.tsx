import React from 'react';
import { UNAVAILABLE_MESSAGE, Unavailable } from '@resort/shared';

/** What a parcel shows in its own area when it fails, so the rest of the page keeps working. */
export function WidgetUnavailable() {
  return <Unavailable role="status">{UNAVAILABLE_MESSAGE}</Unavailable>;
}
