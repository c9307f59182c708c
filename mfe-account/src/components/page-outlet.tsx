import React, { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The account application is mounted at the end of the body on every page (it keeps the session
 * in sync), but its pages belong in the shell's main area: they are portalled there.
 */
export function PageOutlet({ children }: { children: React.ReactNode }) {
  const [main] = useState(() => document.getElementById('main-content'));
  const [host, setHost] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!main) return;
    const el = document.createElement('div');
    el.id = 'account-page';
    main.appendChild(el);
    setHost(el);
    return () => el.remove();
  }, [main]);

  // The portal leaves the theme provider's wrapper, so it carries the root class itself.
  const content = <div className="resort-root">{children}</div>;
  if (!main) return content;
  return host ? createPortal(content, host) : null;
}
