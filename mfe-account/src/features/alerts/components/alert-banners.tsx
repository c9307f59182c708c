import styled from 'styled-components';
import { ErrorText, theme, visitorMessage } from '@resort/shared';
import type { AlertView } from '../../../../contract';
import { RouteLink } from '../../../components/route-link';
import { useAlertsQuery } from '../api/get-alerts';
import { useDisableAccountAlertMutation } from '../api/disable-account-alert';
import { useDisableSitewideAlertMutation } from '../api/disable-sitewide-alert';

const Banner = styled.section<{ $tone: 'sitewide' | 'account' }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  max-width: 75rem;
  margin: 0 auto ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.navy};
  background: ${(p) => (p.$tone === 'sitewide' ? theme.colors.mist : theme.colors.successBg)};
  border-left: 6px solid ${(p) => (p.$tone === 'sitewide' ? theme.colors.navy : theme.colors.success)};
  h2 { font-size: ${theme.typeScale.md}; margin: 0; }
  p { margin: ${theme.space.xxs} 0 0; }
  > div { flex: 1; min-width: 0; padding: ${theme.space.xs} 0; }
`;

const Dismiss = styled.button`
  flex: none;
  width: ${theme.sizes.touch};
  height: ${theme.sizes.touch};
  border: 0;
  background: none;
  color: ${theme.colors.navy};
  cursor: pointer;
  border-radius: ${theme.radii.pill};
  &:hover { background: rgba(11, 37, 69, 0.08); }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; }
  &:disabled { cursor: progress; }
`;

function AlertBanner({
  alert,
  tone,
  label,
  dismissLabel,
  pending,
  error,
  onDismiss,
}: {
  alert: AlertView;
  tone: 'sitewide' | 'account';
  label: string;
  dismissLabel: string;
  pending: boolean;
  error: string | null;
  onDismiss: () => void;
}) {
  return (
    <Banner $tone={tone} aria-label={label} data-testid={`${tone}-alert`}>
      <div>
        <h2>{alert.title}</h2>
        <p>
          {alert.message} {alert.link ? <RouteLink href={alert.link.href}>{alert.link.label}</RouteLink> : null}
        </p>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      </div>
      <Dismiss type="button" aria-label={dismissLabel} disabled={pending} onClick={onDismiss}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dismiss>
    </Banner>
  );
}

/**
 * The sitewide alert (every visitor) and, in the account area, the account alert. Dismissing
 * either asks the server ("disable sitewide alert", "disable account alert for the session"), so
 * it stays hidden through reloads for the rest of the session. A failed load shows no banner:
 * an alert is never worth an error on the page.
 */
export function AlertBanners({ accountArea }: { accountArea: boolean }) {
  const alerts = useAlertsQuery();
  const sitewide = useDisableSitewideAlertMutation();
  const account = useDisableAccountAlertMutation();
  const data = alerts.data;
  if (!data) return null;
  return (
    <>
      {data.sitewide ? (
        <AlertBanner
          alert={data.sitewide}
          tone="sitewide"
          label="Sitewide alert"
          dismissLabel="Dismiss sitewide alert"
          pending={sitewide.isPending}
          error={sitewide.error ? visitorMessage(sitewide.error) : null}
          onDismiss={() => sitewide.mutate(data.sitewide!.id)}
        />
      ) : null}
      {data.referral ? (
        <AlertBanner
          alert={data.referral}
          tone="sitewide"
          label="Referral code"
          dismissLabel="Dismiss referral code alert"
          pending={sitewide.isPending}
          error={sitewide.error ? visitorMessage(sitewide.error) : null}
          onDismiss={() => sitewide.mutate(data.referral!.id)}
        />
      ) : null}
      {accountArea && data.account ? (
        <AlertBanner
          alert={data.account}
          tone="account"
          label="Account alert"
          dismissLabel="Dismiss account alert"
          pending={account.isPending}
          error={account.error ? visitorMessage(account.error) : null}
          onDismiss={() => account.mutate(data.account!.id)}
        />
      ) : null}
    </>
  );
}
