import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { dismissAlert, isAlertDismissed } from '../rules/content';
import { theme } from '@resort/shared';

const TONES = {
  weather: { background: '#fff4d6', edge: '#8a5a00' },
  sitewide: { background: theme.colors.mist, edge: theme.colors.navy },
  account: { background: theme.colors.successBg, edge: theme.colors.success },
} as const;

export type BannerTone = keyof typeof TONES;

const Banner = styled.section<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  background: ${(p) => TONES[p.$tone].background};
  color: ${theme.colors.navy};
  border-left: 6px solid ${(p) => TONES[p.$tone].edge};
  padding: ${theme.space.sm} ${theme.space.md};
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

export interface DismissibleBannerProps {
  tone: BannerTone;
  /** The banner's accessible name. */
  label: string;
  testId: string;
  title: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** While a dismissal is being saved. */
  pending?: boolean;
  className?: string;
  /** What follows the title: the message, a link, an error. */
  children: ReactNode;
}

/** A titled notice across the page with a close button. */
export function DismissibleBanner({
  tone,
  label,
  testId,
  title,
  dismissLabel,
  onDismiss,
  pending,
  className,
  children,
}: DismissibleBannerProps) {
  return (
    <Banner className={className} $tone={tone} aria-label={label} data-testid={testId}>
      <div>
        <h2>{title}</h2>
        {children}
      </div>
      <Dismiss type="button" aria-label={dismissLabel} disabled={pending} onClick={onDismiss}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dismiss>
    </Banner>
  );
}

export interface WeatherAlertBannerProps {
  /** Identifies the alert: dismissing it hides this one for the session, not a later one. */
  id: string;
  title: string;
  message: string;
}

/** The weather alert banner (spec section 2): dismissible for the rest of the browser session. */
export function WeatherAlertBanner({ id, title, message }: WeatherAlertBannerProps) {
  const [dismissed, setDismissed] = useState(() => isAlertDismissed(id));
  if (dismissed) return null;
  return (
    <DismissibleBanner
      tone="weather"
      label="Weather alert"
      testId="weather-alert"
      title={title}
      dismissLabel="Dismiss weather alert"
      onDismiss={() => {
        dismissAlert(id);
        setDismissed(true);
      }}
    >
      <p>{message}</p>
    </DismissibleBanner>
  );
}
