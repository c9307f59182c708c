/**
 * The weather report partial's markup, kept to what the server writes: its elements and
 * attributes, nothing else. The server escapes every stored text; this is the page's own check
 * before it inserts the fragment, so a changed or tampered answer cannot bring a script, an event
 * handler, a link or an image into the page. It is parsed in an inert <template> (nothing in it
 * runs or loads) and anything outside the list is dropped with its content.
 */
const ELEMENTS = new Set(['SECTION', 'H3', 'P', 'STRONG', 'DL', 'DT', 'DD', 'TIME']);
const ATTRIBUTES = new Set(['class', 'data-resort', 'aria-label', 'role', 'datetime']);

function clean(node: Node): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE || !ELEMENTS.has((child as Element).tagName)) {
      child.remove();
      continue;
    }
    const element = child as Element;
    for (const { name } of [...element.attributes]) if (!ATTRIBUTES.has(name)) element.removeAttribute(name);
    // The fragment's alert is a note on the page, not an interruption.
    if (element.getAttribute('role') !== null && element.getAttribute('role') !== 'alert') element.removeAttribute('role');
    clean(element);
  }
}

/** The fragment as the page may insert it: '' when nothing of it is left. */
export function weatherFragment(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.innerHTML.trim();
}
