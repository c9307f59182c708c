import { militaryStatus, uuid, z } from '@resort/shared/contracts';

// Military status ("military status create and verify"): the shape and the rule the cart uses too.

export { MILITARY_BRANCHES, MILITARY_COUNTRIES, MILITARY_STATUSES, MILITARY_UNVERIFIED, MILITARY_VERIFIED } from '@resort/shared/rules';
export const MILITARY_STATUS_NOT_FOUND = 'We could not find this military status.';
export const MilitaryStatusBody = militaryStatus;
export type MilitaryStatusBody = z.infer<typeof MilitaryStatusBody>;
export const MilitaryStatusParams = z.object({ id: uuid }).strict();
export const MilitaryStatusView = z.object({
  id: z.string(),
  country: z.string(),
  branch: z.string(),
  status: z.string(),
  dischargeYear: z.number().int().nullable(),
  sponsorAttested: z.boolean(),
  /** MM/DD/YYYY, dependants only. */
  sponsorDateOfBirth: z.string().nullable(),
  /** 'unverified' until the holder asks for verification. */
  outcome: z.enum(['unverified', 'pending', 'verified']),
  message: z.string(),
});
export type MilitaryStatusView = z.infer<typeof MilitaryStatusView>;
export const MilitaryStatusAnswer = z.object({ military: MilitaryStatusView.nullable() });
export type MilitaryStatusAnswer = z.infer<typeof MilitaryStatusAnswer>;
export const MILITARY_NOT_VERIFIED_YET = 'Ask us to verify your status to use military offers.';
