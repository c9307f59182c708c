import React, { useState } from 'react';
import styled from 'styled-components';
import { theme, Modal } from '@resort/shared';

const TipButton = styled.button`
  width: 28px;
  height: 28px;
  margin-left: ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.navy};
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  font-weight: 700;
  font-size: ${theme.typeScale.sm};
  cursor: pointer;
  vertical-align: middle;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

interface InfoTipProps {
  title: string;
  children: React.ReactNode;
}

/** An info tooltip that opens in a modal, so it reads the same on a phone as with a mouse. */
export function InfoTip({ title, children }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TipButton type="button" aria-label={`About ${title}`} onClick={() => setOpen(true)}>
        i
      </TipButton>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        {children}
      </Modal>
    </>
  );
}
