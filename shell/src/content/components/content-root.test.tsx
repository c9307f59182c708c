import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import type { ContentPage } from '../../../contract';
import { ContentRoot } from './content-root';

const page: ContentPage = {
  key: 'resort:summit-peak',
  title: 'Summit Peak',
  intro: '',
  resortId: 'summit-peak',
  // The server's word for the resort's today, whatever the visitor's clock says.
  today: '2031-03-04',
  weather: {
    resortId: 'summit-peak',
    resortName: 'Summit Peak',
    condition: 'Snow showers',
    temperatureF: 18,
    snow24hIn: 9,
    baseDepthIn: 62,
    liftsOpen: 21,
    liftsTotal: 24,
    alert: { id: 'storm', title: 'Winter storm warning', message: 'Heavy snow.' },
    updatedAt: new Date().toISOString(),
  },
  blocks: [
    { kind: 'hero', title: 'Summit Peak', text: 'Big mountain days.', image: '/media/summit-peak.svg' },
    { kind: 'faq', title: 'Questions', multiselect: true, items: [{ question: 'When do the lifts run?', answer: '8:30 AM.' }] },
    {
      kind: 'booking',
      title: 'Plan your visit',
      widgets: [{ widget: 'non-bookable', title: 'Group and school trips', buttonText: 'Plan a group trip', baseUrl: '/activities' }],
    },
  ],
};

describe('ContentRoot', () => {
  beforeEach(() => sessionStorage.clear());

  it('draws a resort page from its blocks, with the weather and its alert', async () => {
    window.history.pushState({}, '', '/resorts/summit-peak');
    const get = mockApi('GET', '/api/content/page?path=%2Fresorts%2Fsummit-peak');
    get.mockResolvedValue({ success: true, status: 200, data: page });
    renderInRemote(<ContentRoot />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Peak' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Weather alert' })).toHaveTextContent('Winter storm warning');
    expect(screen.getByText('21 of 24')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When do the lifts run?' })).toBeInTheDocument();
    // Its booking widgets start from the resort's today as the page's answer gives it.
    expect(await screen.findByLabelText('Start date')).toHaveValue('03/04/2031');
  });

  it('ends a resort page with its guest reviews ("ratings GET")', async () => {
    window.history.pushState({}, '', '/resorts/summit-peak');
    mockApi('GET', '/api/content/page?path=%2Fresorts%2Fsummit-peak').mockResolvedValue({ success: true, status: 200, data: page });
    const ratings = mockApi('GET', '/api/content/ratings?resort=summit-peak');
    ratings.mockResolvedValue({
      success: true,
      status: 200,
      data: {
        product: null,
        resortId: 'summit-peak',
        average: 4.3,
        count: 6,
        distribution: [0, 0, 1, 2, 3],
        latest: [{ rating: 5, author: 'Jamie R.', title: 'Best powder day in years', body: '', createdAt: '2026-11-20T10:00:00Z' }],
      },
    });
    renderInRemote(<ContentRoot />);
    const reviews = await screen.findByRole('region', { name: 'Guest reviews' });
    expect(reviews).toHaveTextContent('4.3 out of 5 from 6 reviews of Summit Peak');
    expect(reviews).toHaveTextContent('5 of 5: Best powder day in years');
  });

  it('shows the error state when the page cannot be loaded', async () => {
    window.history.pushState({}, '', '/resorts/summit-peak');
    mockApi('GET', '/api/content/page?path=%2Fresorts%2Fsummit-peak').mockResolvedValue({
      success: false,
      status: 500,
      data: 'unknown error',
    });
    renderInRemote(<ContentRoot />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops!');
  });

  it('draws nothing on a path that is not a content page', () => {
    window.history.pushState({}, '', '/lift-tickets');
    renderInRemote(<ContentRoot />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
