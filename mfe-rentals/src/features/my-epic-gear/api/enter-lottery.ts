import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation } from '@tanstack/react-query';
import type { MegLotteryBody, MegLotteryEntered } from '../../../../contract';

/** Spec "my epic gear lottery form POST": an entry in a resort's draw, acknowledged by email. */
export const enterLottery = (body: MegLotteryBody) => fetchOrThrow<MegLotteryEntered>('POST', '/api/rentals/my-epic-gear/lottery', body);

export const useEnterLotteryMutation = () =>
  useMutation<MegLotteryEntered, ApiError, MegLotteryBody>({ mutationKey: ['rentals', 'meg-lottery'], mutationFn: enterLottery });
