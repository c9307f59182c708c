import React, { useState } from 'react';
import styled from 'styled-components';
import { ACCOUNT_REMOTE, getEventBus, navigate, needRemote, type SessionEvent, theme, useBusValue } from '@resort/shared';
import { NAV_LINKS } from './nav-links';

const Bar = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  height: 64px;
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  color: ${theme.colors.snow};
  ${theme.media.phone} {
    gap: ${theme.space.xs};
    padding: 0 ${theme.space.sm};
  }
`;

const Brand = styled.a`
  color: ${theme.colors.snow};
  font-weight: 700;
  font-size: ${theme.typeScale.lg};
  text-decoration: none;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  ${theme.media.phone} {
    font-size: ${theme.typeScale.md};
  }
  /* The narrowest phones keep the mark and the name for screen readers, so a signed-in header fits. */
  @media (max-width: 419px) {
    .brand-name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  flex: 1;
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: ${theme.space.xs}; }
  a { color: ${theme.colors.snow}; text-decoration: none; padding: ${theme.space.sm}; border-radius: ${theme.radii.sm}; font-weight: 600; font-size: ${theme.typeScale.sm}; }
  a:hover, a:focus-visible { background: ${theme.colors.navyLight}; outline: none; text-decoration: underline; }
  ${theme.media.phone} {
    display: ${(p) => (p.$open ? 'block' : 'none')};
    position: absolute;
    top: 64px;
    left: 0;
    right: 0;
    background: ${theme.colors.navy};
    z-index: 900;
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
    ul { flex-direction: column; }
    a { display: block; padding: ${theme.space.md} ${theme.space.sm}; font-size: ${theme.typeScale.md}; }
  }
  @media (min-width: 768px) and (max-width: 1199px) {
    a { padding: ${theme.space.xs}; }
  }
`;

const MenuButton = styled.button`
  display: none;
  ${theme.media.phone} {
    display: inline-flex;
  }
  background: none;
  border: 1px solid ${theme.colors.snow};
  color: ${theme.colors.snow};
  border-radius: ${theme.radii.sm};
  min-height: 44px;
  min-width: 44px;
  align-items: center;
  justify-content: center;
  font: inherit;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-left: auto;
  a, button.link { color: ${theme.colors.snow}; font: inherit; font-size: ${theme.typeScale.sm}; font-weight: 600; text-decoration: none; background: none; border: none; cursor: pointer; padding: ${theme.space.sm}; min-height: 44px; display: inline-flex; align-items: center; }
  a:hover, button.link:hover { text-decoration: underline; }
  ${theme.media.phone} {
    gap: 0;
    a, button.link { padding: ${theme.space.xs}; white-space: nowrap; }
  }
  .greeting { font-size: ${theme.typeScale.sm}; ${theme.media.phone} { display: none; } }
`;

const CartLink = styled.a`
  position: relative;
  gap: ${theme.space.xs};
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.snow};
  font-size: ${theme.typeScale.xs};
  font-weight: 700;
`;

function go(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}

/**
 * What the page was written with: the visitor's state and cart count the server drew the header from
 * and put in the page's meta tags. The browser's first render starts from the same, so its header
 * hydrates the server's markup; the bus takes over from there.
 */
export interface HeaderStart {
  session: Omit<SessionEvent, 'version'>;
  cart: { cartCount: number } | null;
}

// A guest with an empty cart until the page or the bus says otherwise.
const GUEST_START: HeaderStart = { session: { signedIn: false, user: null }, cart: null };

// The account remote signs the visitor out; it loads on this first need (see needRemote).
function signOut() {
  void needRemote(ACCOUNT_REMOTE).then(() => getEventBus().publishLogoutRequest());
}

export function Header({ start = GUEST_START }: { start?: HeaderStart }) {
  const count = useBusValue(getEventBus().cart$, start.cart)?.cartCount ?? 0;
  const session = useBusValue(getEventBus().session$, start.session);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Bar>
      <MenuButton type="button" aria-expanded={menuOpen} aria-controls="site-nav" aria-label="Menu" onClick={() => setMenuOpen(!menuOpen)}>
        ☰
      </MenuButton>
      <Brand href="/" onClick={go}>
        <svg width="28" height="20" viewBox="0 0 28 20" aria-hidden="true">
          <path d="M0 20 L10 4 L15 11 L19 6 L28 20 Z" fill="#ffffff" />
          <path d="M10 4 L12.5 8 L10 7 L7.6 8 Z" fill="#0b2545" />
        </svg>
        <span className="brand-name">Summit Resorts</span>
      </Brand>
      <Nav id="site-nav" aria-label="Main" $open={menuOpen}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={(e) => {
                  setMenuOpen(false);
                  go(e);
                }}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Nav>
      <Actions>
        {session.signedIn && session.user ? (
          <>
            <span className="greeting" data-testid="header-greeting">
              Hi, {session.user.firstName}
            </span>
            <a href="/account" onClick={go} data-testid="header-account">
              Account
            </a>
            <button type="button" className="link" onClick={signOut}>
              Sign out
            </button>
          </>
        ) : (
          <a href="/sign-in" onClick={go} data-testid="header-sign-in">
            Sign in
          </a>
        )}
        <CartLink href="/cart" onClick={go} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} data-testid="header-cart">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
            <circle cx="10" cy="20" r="1.5" />
            <circle cx="17" cy="20" r="1.5" />
          </svg>
          <Badge data-testid="cart-count">{count}</Badge>
        </CartLink>
      </Actions>
    </Bar>
  );
}
