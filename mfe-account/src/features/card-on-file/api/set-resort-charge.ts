import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResortChargeAnswer } from '../../../../contract';
import { RESORT_CHARGE_KEY } from './get-resort-charge';

/** POST /api/account/profile/resort-charge ("enroll/unenroll resort charge"). */
export const setResortCharge = (enroll: boolean): Promise<ResortChargeAnswer> =>
  fetchOrThrow<ResortChargeAnswer>('POST', '/api/account/profile/resort-charge', { enroll });

export function useSetResortChargeMutation() {
  const client = useQueryClient();
  return useMutation<ResortChargeAnswer, ApiError, boolean>({
    mutationFn: setResortCharge,
    onSuccess: (answer) => client.setQueryData(RESORT_CHARGE_KEY, answer),
  });
}
