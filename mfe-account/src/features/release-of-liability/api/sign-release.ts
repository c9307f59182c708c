import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseOfLiabilityAnswer, SignReleaseBody } from '../../../../contract';
import { ALERTS_KEY } from '../../alerts/api/get-alerts';
import { RELEASE_KEY } from './get-release-of-liability';

/** Spec "sign release of liability". */
export const signRelease = (body: SignReleaseBody): Promise<ReleaseOfLiabilityAnswer> =>
  fetchOrThrow<ReleaseOfLiabilityAnswer>('POST', '/api/account/release-of-liability', body);

export function useSignReleaseMutation() {
  const client = useQueryClient();
  return useMutation<ReleaseOfLiabilityAnswer, ApiError, SignReleaseBody>({
    mutationKey: ['account', 'sign-release'],
    mutationFn: signRelease,
    onSuccess: (answer) => {
      client.setQueryData(RELEASE_KEY, answer);
      // The account alert may have asked for this signature.
      void client.invalidateQueries({ queryKey: ALERTS_KEY });
    },
  });
}
