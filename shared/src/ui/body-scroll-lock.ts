// A modal and a calendar sheet can be open at once; the page must scroll again only when the
// last of them closes, and then exactly as it did before the first one opened.

let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind an overlay from scrolling. Returns the function that releases this hold. */
export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const body = document.body;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Hiding the scrollbar would shift the page sideways; pad by its width instead.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
