import { useState } from 'react';
import styled from 'styled-components';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { RemoteBoundary, UNAVAILABLE_MESSAGE, Unavailable, theme } from '@resort/shared';
import { loadWidget } from '../registration/register-remotes';
import type { BookingProduct, WidgetRoom } from './booking-products';

interface ParcelSlotProps {
  remote: string;
  widget: string;
  /** Space kept while the remote loads, so the page below does not jump. */
  minHeight?: number;
  /** Passed to the parcel as its props. */
  parcelProps: Record<string, unknown>;
}

/** Mounts one parcel of a remote's './widgets'; a parcel that fails shows the fallback in its own area only. */
export function ParcelSlot({ remote, widget, minHeight = 160, parcelProps }: ParcelSlotProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Unavailable role="status" data-testid={`unavailable-${remote}`}>
        {UNAVAILABLE_MESSAGE}
      </Unavailable>
    );
  }
  return (
    <RemoteBoundary name={remote}>
      <Parcel
        config={() => loadWidget(remote, widget)}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ minHeight }}
        handleError={(error: unknown) => {
          console.error(`Widget ${remote}/${widget} failed`, error);
          setFailed(true);
        }}
        {...parcelProps}
      />
    </RemoteBoundary>
  );
}

// The widget's room is kept from the first paint: the panels below the open one on a phone do not
// move down when its widget arrives.
const WidgetBox = styled.div<{ $room?: WidgetRoom }>`
  min-height: ${(p) => p.$room?.phone ?? 0}px;
  ${theme.media.tablet} { min-height: ${(p) => p.$room?.tablet ?? 0}px; }
  ${theme.media.desktop} { min-height: ${(p) => p.$room?.desktop ?? 0}px; }
`;

/** A booking tab's widget. */
export function WidgetSlot({ product }: { product: BookingProduct }) {
  return (
    <WidgetBox $room={product.room}>
      <ParcelSlot
        remote={product.remote}
        widget={product.widget}
        parcelProps={{ startDate: product.startDate, endDate: product.endDate, productKey: product.key }}
      />
    </WidgetBox>
  );
}
