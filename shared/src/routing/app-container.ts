// No imports: the shell's federation fallbacks use this before any shared module is available.

/** The element a remote's application renders into: inside the shell's main area, or the page body for global overlays. */
export function appContainer(name: string, global = false): HTMLElement {
  const id = `app-${name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    const parent = global ? document.body : (document.getElementById('main-content') ?? document.body);
    parent.appendChild(el);
  }
  return el;
}
