import { RELEASE_OF_LIABILITY_REQUIRED } from '@resort/shared/rules';
import { requiredText, z } from '@resort/shared/contracts';
import { NAME_MAX_LENGTH } from './rules';

// Release of liability ("sign release of liability"): the shared rule's text, signed once a season.

export { RELEASE_OF_LIABILITY, RELEASE_OF_LIABILITY_REQUIRED } from '@resort/shared/rules';
export const RELEASE_TITLE = 'Release of Liability';
export const RELEASE_SIGNATURE_NAME_RULE = 'Type your full name as it appears on your account to sign.';
export const SignReleaseBody = z
  .object({
    agree: z.literal(true, { error: RELEASE_OF_LIABILITY_REQUIRED }),
    signedName: requiredText(NAME_MAX_LENGTH * 2 + 1),
  })
  .strict();
export type SignReleaseBody = z.infer<typeof SignReleaseBody>;
export const ReleaseSignatureView = z.object({
  signedName: z.string(),
  /** The season the signature covers, e.g. '2026-27'. */
  season: z.string(),
  /** Which wording was signed: a new wording needs a new signature. */
  textVersion: z.string(),
  signedAt: z.string(),
});
export const ReleaseOfLiabilityAnswer = z.object({
  season: z.string(),
  title: z.string(),
  text: z.string(),
  textVersion: z.string(),
  /** This season's signature of the current wording, or null while it is not signed. */
  signature: ReleaseSignatureView.nullable(),
});
export type ReleaseOfLiabilityAnswer = z.infer<typeof ReleaseOfLiabilityAnswer>;
