import styled from 'styled-components';
import { ErrorText, theme, visitorMessage } from '@resort/shared';
import { DismissibleBanner } from '@resort/shared/ui';
import type { AlertView } from '../../../../contract';
import { RouteLink } from '../../../components/route-link';
import { useAlertsQuery } from '../api/get-alerts';
import { useDisableAccountAlertMutation } from '../api/disable-account-alert';
import { useDisableSitewideAlertMutation } from '../api/disable-sitewide-alert';

// Across the account pages' width, above their content.
const PageBanner = styled(DismissibleBanner)`
  max-width: 75rem;
  margin: 0 auto ${theme.space.sm};
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
    <PageBanner
      tone={tone}
      label={label}
      testId={`${tone}-alert`}
      title={alert.title}
      dismissLabel={dismissLabel}
      pending={pending}
      onDismiss={onDismiss}
    >
      <p>
        {alert.message} {alert.link ? <RouteLink href={alert.link.href}>{alert.link.label}</RouteLink> : null}
      </p>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </PageBanner>
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
