import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto, ConfigureRequest, MissingStep } from '../../../../contract';
import { markCartChanged } from '../../cart/api/cart-queries';

export interface ConfigureProductRequest extends ConfigureRequest {
  /** The cart call the item's line names ('lift-tickets', 'season-pass', ...). */
  call: string;
}

/** POST /api/cart/configure/<call> (spec section 7, "Cart POST: configure ..."): saves answers for one product. */
export const configureProduct = ({ call, ...body }: ConfigureProductRequest): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', `/api/cart/configure/${encodeURIComponent(call)}`, body);

export function useConfigureProductMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, ConfigureProductRequest>({
    mutationFn: configureProduct,
    onSuccess: () => markCartChanged(queryClient),
  });
}

/** POST /api/checkout/product-configuration-complete (spec section 7, "Checkout POST: product configuration complete"). */
export const checkConfigurationComplete = (): Promise<{ complete: boolean; missing: MissingStep[] }> =>
  fetchOrThrow('POST', '/api/checkout/product-configuration-complete', {});
