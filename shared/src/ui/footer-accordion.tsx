import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { readConsent, saveConsent, type Consent } from '../rules/content';
import { theme, Button, Modal, getEventBus } from '@resort/shared';

export interface FooterSection {
  title: string;
  links: { label: string; href: string }[];
}

const Column = styled.details`
  summary {
    font-weight: 700;
    cursor: pointer;
    list-style: none;
    min-height: ${theme.sizes.touch};
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  summary::-webkit-details-marker { display: none; }
  ul { list-style: none; padding: 0; margin: ${theme.space.sm} 0 ${theme.space.md}; }
  li { margin-bottom: ${theme.space.xs}; }
  a { min-height: 24px; display: inline-block; }
  ${theme.media.phone} { border-bottom: 1px solid ${theme.colors.navyLight}; }
  ${theme.media.tablet} {
    summary { pointer-events: none; }
    summary svg { display: none; }
  }
`;

const WIDE = '(min-width: 768px)';
const wideQuery = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(WIDE));

/**
 * True at 768 px and wider: every footer column is open and not a toggle. A footer the server drew
 * has every column open (the server cannot know the width, and open columns read on any screen, even
 * without scripts); the browser hydrates it so, and a phone folds them right after.
 */
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = wideQuery();
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => Boolean(wideQuery()?.matches),
    () => true,
  );
}

/** The footer accordion (spec section 2): on phones each column folds (native details, keyboard-ready); wider, all are open. */
export function FooterAccordion({ sections }: { sections: FooterSection[] }) {
  const wide = useWide();
  return (
    <>
      {sections.map((section) => (
        <Column key={section.title} open={wide || undefined} data-testid="footer-section">
          <summary>
            {section.title}
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <ul>
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </Column>
      ))}
    </>
  );
}

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
  min-height: 24px;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; }
`;

const Choice = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  margin-bottom: ${theme.space.md};
  input { width: 20px; height: 20px; margin-top: 2px; }
  span { display: block; color: ${theme.colors.slate}; font-size: ${theme.typeScale.sm}; }
`;

/** The consent-settings link (spec section 2): opens the choices of analytics and personalisation, kept in this browser. */
export function ConsentSettingsLink({ label = 'Cookie and consent settings' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Consent>(() => readConsent());
  return (
    <>
      <LinkButton type="button" onClick={() => setOpen(true)} data-testid="consent-settings">
        {label}
      </LinkButton>
      <Modal open={open} onClose={() => setOpen(false)} title="Consent settings">
        <p>Strictly necessary cookies keep you signed in and your cart. Choose what else we may use.</p>
        <Choice>
          <input type="checkbox" checked={choice.analytics} onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })} />
          <div>
            Analytics
            <span>Which pages and offers you see, so we can improve the store.</span>
          </div>
        </Choice>
        <Choice>
          <input
            type="checkbox"
            checked={choice.personalisation}
            onChange={(e) => setChoice({ ...choice, personalisation: e.target.checked })}
          />
          <div>
            Personalised offers
            <span>Offers chosen for you from your visits and bookings.</span>
          </div>
        </Choice>
        <Button
          type="button"
          onClick={() => {
            saveConsent(choice);
            // Parts of the page that depend on it (the personal offer) follow the choice at once.
            getEventBus().publishConsent(choice);
            setOpen(false);
          }}
        >
          Save choices
        </Button>
      </Modal>
    </>
  );
}
