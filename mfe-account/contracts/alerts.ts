import { slug, z } from '@resort/shared/contracts';

// Alerts: the sitewide alert (any visitor) and the account alert (holders), each dismissed for the session.

export const ALERT_NOT_FOUND = 'We could not find this alert.';
export const AlertView = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export type AlertView = z.infer<typeof AlertView>;
export const AlertsAnswer = z.object({
  sitewide: AlertView.nullable(),
  account: AlertView.nullable(),
  /** The referral code this session carries ("set referral code alert"), shown to any visitor; dismissed like the sitewide alert. */
  referral: AlertView.nullable(),
});
export type AlertsAnswer = z.infer<typeof AlertsAnswer>;
export const DisableAlertBody = z.object({ id: slug }).strict();
export type DisableAlertBody = z.infer<typeof DisableAlertBody>;
