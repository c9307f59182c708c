import { requiredText, z } from '@resort/shared/contracts';

// Content of the account pages ("auto renew content", "reservations content", "season pass tab content").

export const ACCOUNT_CONTENT_KEYS = ['auto-renew', 'reservations', 'season-pass-tab'] as const;
export type AccountContentKey = (typeof ACCOUNT_CONTENT_KEYS)[number];
export const ContentLink = z.object({ href: z.string(), label: z.string() });
export const AccountContentView = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  links: z.array(ContentLink),
});
export type AccountContentView = z.infer<typeof AccountContentView>;
export const CONTENT_NOT_FOUND = 'This content is not available right now.';

// "Set referral code alert": a friend's referral code, verified by the line that honours it (rentals).

export const REFERRAL_CODE_MAX_LENGTH = 40;
export const ReferralCodeAlertBody = z.object({ code: requiredText(REFERRAL_CODE_MAX_LENGTH) }).strict();
export type ReferralCodeAlertBody = z.infer<typeof ReferralCodeAlertBody>;
export const REFERRAL_CODE_UNAVAILABLE = 'Referral codes cannot be checked right now. Please try again later.';
