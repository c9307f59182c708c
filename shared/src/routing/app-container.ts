// No imports: the shell's federation fallbacks use this before any shared module is available.

/** The id of the shell's main area, where every page's content goes. */
export const MAIN_CONTENT_ID = 'main-content';

/** The shell's main area, or null on a page without one (a component test, the server's render). */
export function mainOutlet(doc: Document | undefined = globalThis.document): HTMLElement | null {
  return doc?.getElementById(MAIN_CONTENT_ID) ?? null;
}

/** The element a remote's application renders into: inside the shell's main area, or the page body for global overlays. */
export function appContainer(name: string, global = false): HTMLElement {
  const id = `app-${name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    const parent = global ? document.body : (mainOutlet() ?? document.body);
    parent.appendChild(el);
  }
  return el;
}
