import React from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { theme } from './index';

const BaseStyle = createGlobalStyle`
  .resort-root, .resort-root * { box-sizing: border-box; }
  .resort-root { font-family: ${theme.fonts.body}; color: ${theme.colors.navy}; }
`;

/** Each single-spa application has its own React root, so each wraps itself in this provider. */
export function ResortThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <BaseStyle />
      <div className="resort-root">{children}</div>
    </ThemeProvider>
  );
}
