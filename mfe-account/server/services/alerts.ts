import { desc, eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import type { ReferralCheck, ReferralCodes } from '@resort/shared/server/account-lookups';
import type { AlertView, AlertsAnswer } from '../../contract';
import { profiles, sitewideAlerts } from '../schema';
import { releaseOf } from './release-of-liability';

/** Session data keys (comma-separated alert ids): they live and die with the session. */
export const DISMISSED_SITEWIDE_KEY = 'dismissedSitewideAlerts';
export const DISMISSED_ACCOUNT_KEY = 'dismissedAccountAlerts';
/** The referral code of "set referral code alert" (empty once dismissed). */
export const REFERRAL_ALERT_KEY = 'referralCodeAlert';

export const dismissedIn = (data: Record<string, string>, key: string): string[] => (data[key] ? data[key].split(',') : []);
export const withDismissed = (data: Record<string, string>, key: string, id: string): string =>
  [...new Set([...dismissedIn(data, key), id])].join(',');

export async function activeSitewideAlert(db: Db): Promise<AlertView | null> {
  const [row] = await db
    .select()
    .from(sitewideAlerts)
    .where(eq(sitewideAlerts.active, true))
    .orderBy(desc(sitewideAlerts.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.linkHref && row.linkLabel ? { href: row.linkHref, label: row.linkLabel } : null,
  };
}

/**
 * What the account area asks of its holder, most pressing first: the contact details we need
 * to reach them, then this season's release of liability.
 */
export async function accountAlertsFor(db: Db, userId: string): Promise<AlertView[]> {
  const alerts: AlertView[] = [];
  const [p] = await db
    .select({ phone: profiles.phone, address: profiles.addressLine1 })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!p?.phone || !p.address) {
    alerts.push({
      id: 'complete-profile',
      title: 'Complete your profile',
      message: 'Add your phone number and address so we can reach you about your passes and bookings.',
      link: { href: '/account/profile', label: 'Complete your profile' },
    });
  }
  const release = await releaseOf({ db, userId });
  if (!release.signature) {
    alerts.push({
      id: `release-of-liability-${release.season}`,
      title: 'Sign the release of liability',
      message: `Sign the ${release.season} Release of Liability once, before your first day on the mountain.`,
      link: { href: '/account', label: 'Sign the release' },
    });
  }
  return alerts;
}

/** The banner of a valid referral code: what it gives, and where it is used. */
export const referralAlertView = (check: ReferralCheck): AlertView => ({
  id: `referral-${check.code}`,
  title: 'Referral code applied',
  message: check.message,
  link: { href: '/rentals', label: 'Shop rentals' },
});

/** The session's referral code, checked again (it may have expired since it was set). */
export async function referralAlertOf(data: Record<string, string>, codes: ReferralCodes | null): Promise<AlertView | null> {
  const code = data[REFERRAL_ALERT_KEY];
  if (!code || !codes) return null;
  const check = await codes.verify(code);
  return check.valid ? referralAlertView(check) : null;
}

/** The banners a visitor sees now: those they dismissed in this session stay hidden. */
export async function alertsFor({
  db,
  userId,
  data,
  codes = null,
}: {
  db: Db;
  userId: string | null;
  data: Record<string, string>;
  codes?: ReferralCodes | null;
}): Promise<AlertsAnswer> {
  const sitewide = await activeSitewideAlert(db);
  const hiddenSitewide = dismissedIn(data, DISMISSED_SITEWIDE_KEY);
  const hiddenAccount = dismissedIn(data, DISMISSED_ACCOUNT_KEY);
  const account = userId ? (await accountAlertsFor(db, userId)).find((a) => !hiddenAccount.includes(a.id)) : undefined;
  return {
    sitewide: sitewide && !hiddenSitewide.includes(sitewide.id) ? sitewide : null,
    account: account ?? null,
    referral: await referralAlertOf(data, codes),
  };
}
