import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { appContainer, MAIN_CONTENT_ID, mainOutlet } from './app-container';
import { PageOutlet } from './page-outlet';

describe('the page outlet of the global remotes', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("portals the page into an element of its own in the shell's main area, removed with the page", () => {
    const main = document.createElement('main');
    main.id = MAIN_CONTENT_ID;
    document.body.appendChild(main);
    // Mounted at the end of the body, as a global remote is.
    const { unmount } = render(
      <PageOutlet id="cart-checkout-page">
        <h1>Your cart</h1>
      </PageOutlet>,
      { container: appContainer('cart_checkout', true) },
    );
    const host = main.querySelector('#cart-checkout-page');
    expect(host).not.toBeNull();
    expect(host).toContainElement(screen.getByRole('heading', { name: 'Your cart' }));
    expect(host?.firstElementChild).toHaveClass('resort-root');
    unmount();
    expect(main.querySelector('#cart-checkout-page')).toBeNull();
  });

  it('renders the page in place on a page without a main area', () => {
    expect(mainOutlet()).toBeNull();
    render(
      <PageOutlet id="account-page">
        <h1>Sign in</h1>
      </PageOutlet>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.getElementById('account-page')).toBeNull();
  });

  it("puts a remote's container in the main area, and a global one in the body", () => {
    const main = document.createElement('main');
    main.id = MAIN_CONTENT_ID;
    document.body.appendChild(main);
    expect(appContainer('lodging').parentElement).toBe(main);
    expect(appContainer('account', true).parentElement).toBe(document.body);
  });
});
