import { pageFrameHtml } from '@resort/shared/server/page-frame';
import { releasePageFrame } from './page-frame';

// A mutation observer answers after the current task's microtasks.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function pageWithFrame() {
  document.body.innerHTML = `<main id="main-content">${pageFrameHtml('<section><h1>Your cart</h1><p>Your cart is empty.</p></section>')}</main>`;
  const main = document.getElementById('main-content')!;
  const app = document.createElement('div');
  app.id = 'cart-page';
  main.appendChild(app);
  releasePageFrame();
  return app;
}

describe("a portal page's server drawing, as the page's frame", () => {
  it('stays while the line loads and its page shows only a loading state', async () => {
    const app = pageWithFrame();
    app.innerHTML = '<div role="status">Loading your cart</div>';
    await settle();
    expect(document.getElementById('page-frame')).not.toBeNull();
  });

  it('gives way when the page has its own heading, leaving one heading', async () => {
    const app = pageWithFrame();
    app.innerHTML = '<section><h1>Your cart</h1></section>';
    await settle();
    expect(document.getElementById('page-frame')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('gives way to an error the page shows, or to the stand-in of a line that cannot load', async () => {
    let app = pageWithFrame();
    app.innerHTML = '<div role="alert">Oops!</div>';
    await settle();
    expect(document.getElementById('page-frame')).toBeNull();

    app = pageWithFrame();
    app.innerHTML = '<div data-testid="unavailable-cart_checkout">This part of the store is unavailable.</div>';
    await settle();
    expect(document.getElementById('page-frame')).toBeNull();
  });

  it('goes when the visitor moves to another page before this one came', async () => {
    pageWithFrame();
    window.history.pushState({}, '', '/lodging');
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(document.getElementById('page-frame')).toBeNull();
    window.history.pushState({}, '', '/');
  });
});
