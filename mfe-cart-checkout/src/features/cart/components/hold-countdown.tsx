import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, theme } from '@resort/shared';

export const HOLD_EXPIRED =
  'Your hold has ended: these items are no longer reserved for you and may sell out. They are checked again when you check out.';

const Box = styled.div`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: 8px;
  color: ${theme.colors.navy};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  p { margin: 0; }
`;

const Done = styled.p`
  color: ${theme.colors.success};
  font-size: ${theme.typeScale.sm};
`;

/** mm:ss of the time left, never below zero. */
export const timeLeft = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const systemNow = () => Date.now();

/**
 * The cart's hold (spec section 3: every item is held for 15 minutes): the time left on the
 * earliest of the items' holds, counted down each second, and what happens when it runs out.
 */
export interface HoldCountdownProps {
  expiresAt: string[];
  now?: () => number;
  /** The spec's "extend session": offered while the hold lasts. */
  onExtend?: () => void;
  extending?: boolean;
  extended?: boolean;
  /** Why the last extension failed, in the visitor's words. */
  extendError?: string | null;
}

export function HoldCountdown({
  expiresAt,
  now = systemNow,
  onExtend,
  extending = false,
  extended = false,
  extendError,
}: HoldCountdownProps) {
  const earliest = Math.min(...expiresAt.map((t) => Date.parse(t)).filter((t) => Number.isFinite(t)));
  const [clock, setClock] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setClock(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  if (!Number.isFinite(earliest)) return null;
  const left = earliest - clock;
  return (
    <Box data-testid="hold-countdown">
      <p>
        {left > 0 ? (
          <>
            Your items are held for you for <strong role="timer">{timeLeft(left)}</strong>. When the time runs out they are released and may
            sell out.
          </>
        ) : (
          HOLD_EXPIRED
        )}
      </p>
      {onExtend && left > 0 ? (
        <Button type="button" $variant="secondary" onClick={onExtend} disabled={extending} aria-busy={extending}>
          {extending ? 'Extending…' : 'Extend hold'}
        </Button>
      ) : null}
      {extended && !extending ? <Done role="status">Your items are held for another 15 minutes.</Done> : null}
      {extendError ? <ErrorText role="alert">{extendError}</ErrorText> : null}
    </Box>
  );
}
