import { api } from '@resort/shared';
import type { ChildcareProductView } from '../../../../server/childcare-service';

export type { ChildcareProductView };

/** POST /api/childcare/products: the childcare products of one resort, or of all. */
export function listChildcareProducts(locationId?: string) {
  return api.post<{ products: ChildcareProductView[] }>('/api/childcare/products', locationId ? { locationId } : {});
}
