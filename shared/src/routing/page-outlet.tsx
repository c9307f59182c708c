import type React from 'react';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { mainOutlet } from './app-container';

/**
 * Where a global remote (cart and checkout, account) shows its pages. Those remotes are mounted at
 * the end of the body on every page (the add-to-cart dialog, the session sync), but their pages
 * belong in the shell's main area: they are portalled into an element of their own there, removed
 * when the page goes. Without a main area (a component test) the page renders in place.
 */
export function PageOutlet({ id, children }: { id: string; children: React.ReactNode }) {
  const [main] = useState(() => mainOutlet());
  const [host, setHost] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!main) return;
    const el = document.createElement('div');
    el.id = id;
    main.appendChild(el);
    setHost(el);
    return () => el.remove();
  }, [main, id]);

  // The portal leaves the theme provider's wrapper, so it carries the root class itself.
  const content = <div className="resort-root">{children}</div>;
  if (!main) return content;
  return host ? createPortal(content, host) : null;
}
