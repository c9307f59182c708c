import { screen } from '@testing-library/react';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import { ChildcarePage } from './childcare-page';

const show = () => renderInRemote(<ChildcarePage />);

describe('Childcare page', () => {
  it('lists the childcare products with their ages and day price', async () => {
    const { calls } = mockApi(() => ({
      status: 200,
      body: {
        success: true,
        data: {
          products: [
            {
              id: 'summit-peak-infant',
              locationId: 'summit-peak',
              resortName: 'Summit Peak',
              ageGroupId: 'infant',
              title: 'Infant Care',
              description: 'Nursery.',
              minAgeMonths: 2,
              maxAgeMonths: 18,
              price: 16900,
              currency: 'USD',
            },
            {
              id: 'summit-peak-preschool',
              locationId: 'summit-peak',
              resortName: 'Summit Peak',
              ageGroupId: 'preschool',
              title: 'Preschool Snow Play',
              description: 'Games.',
              minAgeMonths: 36,
              maxAgeMonths: 83,
              price: 14900,
              currency: 'USD',
            },
          ],
        },
      },
    }));
    show();
    const results = await screen.findByTestId('childcare-results');
    expect(screen.getByTestId('childcare-summit-peak-infant')).toHaveTextContent('2-18 months');
    expect(screen.getByTestId('childcare-summit-peak-preschool')).toHaveTextContent('3-6 years');
    expect(results).toHaveTextContent('$169.00');
    expect(calls[0]).toMatchObject({ url: '/api/childcare/products', method: 'POST' });
  });

  it("shows 'Oops!' when the list cannot be loaded", async () => {
    mockApi(() => ({ status: 500, body: 'down' }));
    show();
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
  });
});
