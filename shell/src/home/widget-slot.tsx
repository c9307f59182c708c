import { useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { RemoteBoundary, UNAVAILABLE_MESSAGE, Unavailable } from '@resort/shared';
import { loadWidget } from '../registration/register-remotes';
import type { BookingProduct } from './booking-products';

/** Mounts one remote's booking widget parcel; a widget that fails shows the fallback in its own area only. */
export function WidgetSlot({ product }: { product: BookingProduct }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Unavailable role="status" data-testid={`unavailable-${product.remote}`}>
        {UNAVAILABLE_MESSAGE}
      </Unavailable>
    );
  }
  return (
    <RemoteBoundary name={product.remote}>
      <Parcel
        config={() => loadWidget(product.remote, product.widget)}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ minHeight: 160 }}
        handleError={(error: unknown) => {
          console.error(`Widget ${product.remote}/${product.widget} failed`, error);
          setFailed(true);
        }}
        startDate={product.startDate}
        endDate={product.endDate}
        productKey={product.key}
      />
    </RemoteBoundary>
  );
}
