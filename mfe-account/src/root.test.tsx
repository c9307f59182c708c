import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import { Root } from './root';

mockApi('GET', '/api/account/session').mockResolvedValue({
  success: true,
  status: 200,
  data: { signedIn: false, user: null, csrfToken: 't' },
});

mockApi('GET', '/api/account/alerts').mockResolvedValue({ success: true, status: 200, data: { sitewide: null, account: null } });

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const main = document.createElement('main');
  main.id = 'main-content';
  document.body.appendChild(main);
  renderInRemote(<Root />);
  return main;
}

describe('account root', () => {
  afterEach(() => document.getElementById('main-content')?.remove());

  it("shows the sign-in page in the shell's main area", async () => {
    const main = renderAt('/sign-in/');
    expect(main).toContainElement(await screen.findByTestId('signin-email'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the create-account page on its path', async () => {
    const main = renderAt('/create-account?returnUrl=%2Fcart');
    expect(main).toContainElement(await screen.findByTestId('create-first'));
  });

  it("renders no page on other lines' paths, only the session sync", () => {
    const main = renderAt('/lift-tickets');
    expect(main).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
