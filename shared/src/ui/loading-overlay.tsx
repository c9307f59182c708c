import React, { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { LOADING_OVERLAY_LIMIT_MS, LOADING_OVERLAY_MIN_MS, theme } from '@resort/shared';
import { overlayStopDelayMs } from '../rules/loading-overlay-timing';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  position: relative;
  min-height: 48px;
`;

const Cover = styled.div<{ $fullPage: boolean }>`
  position: absolute;
  inset: 0;
  z-index: ${theme.layers.raised};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.veil};
  border-radius: inherit;
  ${(p) =>
    p.$fullPage &&
    css`
      position: fixed;
      z-index: ${theme.layers.modal};
      border-radius: 0;
    `}
`;

const Spinner = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 4px solid ${theme.colors.line};
  border-top-color: ${theme.colors.navy};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export interface LoadingOverlayProps {
  /** Started while true, stopped when false. */
  active: boolean;
  /** Keeps the overlay up at least this long once shown (spec default 0). */
  minDisplayMs?: number;
  /** Dismisses itself after this long whatever happens (spec: 45000 ms). */
  limitMs?: number;
  label?: string;
  /** Covers the whole page instead of its own children (the page loading overlay). */
  fullPage?: boolean;
  /** Called when the overlay gave up waiting and dismissed itself. */
  onTimeout?: () => void;
  children?: React.ReactNode;
}

/** A loading overlay over one element, or over the page (spec section 4). */
export function LoadingOverlay({
  active,
  minDisplayMs = LOADING_OVERLAY_MIN_MS,
  limitMs = LOADING_OVERLAY_LIMIT_MS,
  label = 'Loading',
  fullPage = false,
  onTimeout,
  children,
}: LoadingOverlayProps) {
  const [shown, setShown] = useState(active);
  const shownAt = useRef<number | null>(null);
  const timeoutCallback = useRef(onTimeout);
  timeoutCallback.current = onTimeout;

  useEffect(() => {
    if (active) {
      shownAt.current = Date.now();
      setShown(true);
      const limit = setTimeout(() => {
        shownAt.current = null;
        setShown(false);
        timeoutCallback.current?.();
      }, limitMs);
      return () => clearTimeout(limit);
    }
    if (shownAt.current === null) {
      setShown(false);
      return;
    }
    // The minimum display time never outlasts the self-dismiss limit.
    const remaining = overlayStopDelayMs(Date.now() - shownAt.current, Math.min(minDisplayMs, limitMs));
    const hide = () => {
      shownAt.current = null;
      setShown(false);
    };
    if (remaining === 0) {
      hide();
      return;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [active, minDisplayMs, limitMs]);

  return (
    <Wrap aria-busy={shown}>
      {children}
      {shown ? (
        <Cover role="status" aria-label={label} data-testid="loading-overlay" $fullPage={fullPage}>
          <Spinner />
        </Cover>
      ) : null}
    </Wrap>
  );
}
