import { renderInRemote } from '@resort/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { GENERIC_API_ERROR } from '@resort/shared';
import { failBody, okBody, stubFetch, type Route } from '../../../../test/fetch-stub';
import { resorts } from '../../../../test/fixtures';
import { PassDetailPage } from './pass-detail-page';

jest.setTimeout(30_000);

const pass = {
  id: 'coast-range-season',
  name: 'Coast Range Season Pass',
  price: 84900,
  currency: 'CAD',
  description: 'Coast Range all season.',
  resorts: ['coast-range'],
};

function openPass(answer: ReturnType<Route>) {
  stubFetch((url) => {
    if (url.pathname === '/api/liftaccess/resorts') return okBody(resorts);
    if (url.pathname === `/api/liftaccess/passes/${pass.id}`) return answer;
    return undefined;
  });
  renderInRemote(<PassDetailPage id={pass.id} />);
}

describe('pass detail page', () => {
  it('shows the pass with its price in its currency and the names of the resorts it opens', async () => {
    openPass(okBody(pass));
    expect(await screen.findByRole('heading', { name: 'Coast Range Season Pass' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('$849.00 CAD')).toBeInTheDocument();
    expect(await screen.findByText('Valid at Coast Range.')).toBeInTheDocument();
  });

  it("a pass not on sale shows 'Oops!' with the server's text", async () => {
    openPass(failBody(404, 'This pass is not on sale.'));
    const error = await screen.findByTestId('error-state', undefined, { timeout: 5000 });
    expect(within(error).getByText('Oops!')).toBeInTheDocument();
    expect(within(error).getByText('This pass is not on sale.')).toBeInTheDocument();
  });

  it("any other failure shows the generic 'Oops, something went wrong. Please try again.'", async () => {
    openPass(failBody(500, 'TypeError: cannot read properties of undefined'));
    const error = await screen.findByTestId('error-state', undefined, { timeout: 5000 });
    expect(within(error).getByText(GENERIC_API_ERROR)).toBeInTheDocument();
  });
});
