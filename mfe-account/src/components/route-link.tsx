import React from 'react';
import styled from 'styled-components';
import { navigate, theme } from '@resort/shared';

const Anchor = styled.a`
  color: ${theme.colors.navy};
  font-weight: 600;
  text-decoration: underline;
  &:hover { color: ${theme.colors.navyLight}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

type RouteLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link to any page of the store that changes pages without a reload (new-tab clicks still work). */
export function RouteLink({ href, onClick, ...rest }: RouteLinkProps) {
  const handle = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <Anchor href={href} onClick={handle} {...rest} />;
}
