import { useState } from 'react';
import styled from 'styled-components';
import { dismissAlert, isAlertDismissed } from '../rules/content';
import { theme } from '@resort/shared';

const Banner = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  background: #fff4d6;
  color: ${theme.colors.navy};
  border-left: 6px solid #8a5a00;
  padding: ${theme.space.sm} ${theme.space.md};
  h2 { font-size: ${theme.typeScale.md}; margin: 0; }
  p { margin: ${theme.space.xxs} 0 0; }
  div { flex: 1; padding: ${theme.space.xs} 0; }
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
`;

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
    <Banner aria-label="Weather alert" data-testid="weather-alert">
      <div>
        <h2>{title}</h2>
        <p>{message}</p>
      </div>
      <Dismiss
        type="button"
        aria-label="Dismiss weather alert"
        onClick={() => {
          dismissAlert(id);
          setDismissed(true);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dismiss>
    </Banner>
  );
}
