import styled, { css } from 'styled-components';
import { theme } from '../tokens';

type Variant = 'primary' | 'secondary' | 'link';

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  font: inherit;
  font-weight: 600;
  font-size: ${theme.typeScale.md};
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.md};
  border: 2px solid transparent;
  cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) =>
    (p.$variant ?? 'primary') === 'primary'
      ? css`
          background: ${theme.colors.accent};
          color: ${theme.colors.snow};
          &:hover:not(:disabled) { background: ${theme.colors.accentDark}; }
        `
      : p.$variant === 'secondary'
        ? css`
            background: ${theme.colors.snow};
            color: ${theme.colors.navy};
            border-color: ${theme.colors.navy};
            &:hover:not(:disabled) { background: ${theme.colors.mist}; }
          `
        : css`
            background: none;
            color: ${theme.colors.navy};
            text-decoration: underline;
            padding: ${theme.space.xs};
            min-height: auto;
          `}
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  &:disabled { background: ${theme.colors.mist}; color: ${theme.colors.disabled}; cursor: not-allowed; border-color: ${theme.colors.line}; }
`;

/** A link styled as the call-to-action button. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.snow};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${theme.colors.accentDark}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
