import React from 'react';
import styled from 'styled-components';
import { theme } from '../tokens';

export const Label = styled.label`
  display: block;
  font-size: ${theme.typeScale.sm};
  font-weight: 600;
  margin-bottom: ${theme.space.xs};
  color: ${theme.colors.navy};
`;

const controlStyle = `
  font: inherit;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.slate};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${theme.colors.error}; background: ${theme.colors.errorBg}; }
`;

export const Input = styled.input`${controlStyle}`;
export const Select = styled.select`${controlStyle}`;

export const ErrorText = styled.p`
  color: ${theme.colors.error};
  font-size: ${theme.typeScale.sm};
  margin: ${theme.space.xs} 0 0;
`;

export const FieldWrap = styled.div`
  margin-bottom: ${theme.space.md};
  min-width: 0;
`;

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  children: React.ReactNode;
}

/** A labelled control with its error message announced to screen readers. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </FieldWrap>
  );
}

/** A page-level message, for errors ('Oops!') and notices. */
export const Alert = styled.div<{ $tone?: 'error' | 'success' | 'info' }>`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  margin: ${theme.space.md} 0;
  border: 1px solid
    ${(p) => (p.$tone === 'success' ? theme.colors.success : p.$tone === 'info' ? theme.colors.line : theme.colors.error)};
  background: ${(p) => (p.$tone === 'success' ? theme.colors.successBg : p.$tone === 'info' ? theme.colors.mist : theme.colors.errorBg)};
  color: ${(p) => (p.$tone === 'success' ? theme.colors.success : p.$tone === 'info' ? theme.colors.navy : theme.colors.error)};
`;

/**
 * Call from a form's submit: once the errors of this submit are shown, focus moves to the first
 * field in error (its message is read with it), or to the first message when no field is marked,
 * so a search that cannot run always says why. Nothing happens when the submit went through.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  if (!form) return;
  // After the render that shows the errors: state set in this submit is committed by then.
  setTimeout(() => {
    if (!form.isConnected) return;
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
    if (field) {
      field.focus();
      return;
    }
    const message = form.querySelector<HTMLElement>('[role="alert"]');
    if (!message) return;
    if (!message.hasAttribute('tabindex')) message.tabIndex = -1;
    message.focus();
  }, 0);
}
