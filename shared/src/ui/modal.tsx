import React, { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { MODAL_OPENING_DELAY_MS } from '../constants';
import { theme } from '../tokens';
import { lockBodyScroll } from './body-scroll-lock';

export type ModalState = 'closed' | 'opening' | 'open';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches inside the dialog, in order (roving-focus widgets count once). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
}

const Overlay = styled.div<{ $state: ModalState }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.layers.modal};
  background: ${theme.colors.scrim};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.md};
  opacity: ${(p) => (p.$state === 'open' ? 1 : 0)};
  /* Portalled to the body, outside the themed root that sets this for the rest of the page. */
  &, & * { box-sizing: border-box; }
  transition: opacity 150ms ease-out;
  ${theme.media.phone} {
    padding: ${theme.space.sm};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Dialog = styled.div<{ $wide: boolean }>`
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.modal};
  width: min(${(p) => (p.$wide ? '960px' : '560px')}, 100%);
  max-height: calc(100vh - ${theme.space.xl});
  overflow: auto;
  padding: ${theme.space.lg};
  position: relative;
  font-family: ${theme.fonts.body};
  &:focus { outline: none; }
  ${theme.media.phone} {
    padding: ${theme.space.md};
    max-height: calc(100vh - ${theme.space.md});
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  width: ${theme.sizes.touch};
  height: ${theme.sizes.touch};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  background: none;
  cursor: pointer;
  color: ${theme.colors.navy};
  border-radius: ${theme.radii.pill};
  &:hover { background: ${theme.colors.mist}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; }
`;

export const ModalTitle = styled.h2`
  margin: 0 ${theme.space.xl} ${theme.space.md} 0;
  font-size: ${theme.typeScale.xl};
  line-height: 1.25;
`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  children: React.ReactNode;
  /** When false, Escape, the overlay and the close button do not close it. */
  closable?: boolean;
  /** Room for comparison tables and galleries (up to 960 px instead of 560 px). */
  wide?: boolean;
}

/**
 * Spec section 4: closed → opening → open 10 ms later. Escape, the close button or a click on the
 * overlay close it if the user may; on close, focus returns to the element focused before.
 */
export function Modal({ open, onClose, title, children, closable = true, wide = false }: ModalProps) {
  const [state, setState] = useState<ModalState>('closed');
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef<boolean | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement as HTMLElement | null;
    setState('opening');
    const release = lockBodyScroll();
    const timer = setTimeout(() => setState('open'), MODAL_OPENING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      release();
      setState('closed');
      opener.current?.focus?.();
    };
  }, [open]);

  // Before the dialog is painted, not after: a key pressed as soon as it shows (Escape) must reach it.
  useLayoutEffect(() => {
    // While opening, the dialog itself holds focus so that Escape already works; once open, focus
    // moves to its first control.
    if (state === 'opening') dialog.current?.focus();
    if (state === 'open' && dialog.current) {
      const active = document.activeElement;
      if (active === dialog.current || !dialog.current.contains(active)) {
        (tabStops(dialog.current)[0] ?? dialog.current).focus();
      }
    }
  }, [state]);

  if (!open || state === 'closed') return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      // A modal under this one must not close too.
      event.stopPropagation();
      if (closable) onClose();
      return;
    }
    if (event.key === 'Tab' && dialog.current) {
      // Keep focus inside the dialog.
      const items = tabStops(dialog.current);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    <Overlay
      $state={state}
      data-state={state}
      data-testid="modal-overlay"
      onMouseDown={(e) => {
        pressStartedOnOverlay.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // A press that starts in the dialog and ends on the overlay (selecting text) is not a click on the overlay.
        const onOverlay = e.target === e.currentTarget && pressStartedOnOverlay.current !== false;
        pressStartedOnOverlay.current = null;
        if (onOverlay && closable) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog} tabIndex={-1} $wide={wide}>
        {closable ? (
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        ) : null}
        <ModalTitle id={titleId}>{title}</ModalTitle>
        {children}
      </Dialog>
    </Overlay>,
    document.body,
  );
}
