import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import { NO_WEATHER_REPORT, WEATHER_PARTIAL_FAILED } from '../api/get-weather-partial';
import { weatherFragment } from '../model/weather-fragment';
import { CHOOSE_A_RESORT, WeatherPartialBlock } from './weather-partial-block';

// The fragment exactly as the server's weatherPartialHtml writes it (the alert's stored text escaped).
const FRAGMENT =
  '<section class="weather-report" data-resort="summit-peak" aria-label="Summit Peak weather">' +
  '<h3 class="weather-report__title">Summit Peak</h3>' +
  '<p class="weather-report__alert" role="alert"><strong>Winter storm warning</strong> Wind &#60;b&#62;holds&#60;/b&#62;</p>' +
  '<dl class="weather-report__figures"><dt>Conditions</dt><dd>Snow showers</dd><dt>Lifts open</dt><dd>21 of 24</dd></dl>' +
  '<p class="weather-report__updated">Updated <time datetime="2026-11-28T06:00:00.000Z">2026-11-28 06:00 UTC</time></p>' +
  '</section>';

type Reply = { status: number; body: string; type?: string };
type Answer = Reply | 'offline' | Promise<Reply>;

/** Serves the fragment as the server does (text/html unless said); returns the URLs asked. */
function stubPartial(answer: (url: string) => Answer) {
  const { calls } = mockApi(async ({ url }) => {
    const a = answer(url);
    if (a === 'offline') return null;
    const { status, body, type = 'text/html; charset=utf-8' } = await a;
    return { status, body, type };
  });
  return { urls: () => calls.map((call) => call.url) };
}

const choose = async (name: string) => userEvent.setup().selectOptions(screen.getByLabelText('Resort'), name);

describe("the weather report partial block ('Today's weather at one resort')", () => {
  it('asks nothing until a resort is chosen, then shows the loading state and the fragment', async () => {
    let answer!: (a: Reply) => void;
    const partial = stubPartial(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderInRemote(<WeatherPartialBlock />);
    expect(screen.getByText(CHOOSE_A_RESORT)).toBeInTheDocument();
    expect(partial.urls()).toEqual([]);
    await choose('Summit Peak');
    expect(await screen.findByText('Loading the weather report…')).toBeInTheDocument();
    expect(partial.urls()).toEqual(['/api/content/weather-partial?resort=summit-peak']);
    answer({ status: 200, body: FRAGMENT });
    const report = await screen.findByRole('region', { name: 'Summit Peak weather' });
    expect(within(report).getByRole('heading', { level: 3, name: 'Summit Peak' })).toBeInTheDocument();
    expect(within(report).getByText('21 of 24')).toBeInTheDocument();
    // The escaped text stays text.
    expect(within(report).getByRole('alert')).toHaveTextContent('Winter storm warning Wind <b>holds</b>');
    expect(report.querySelector('b')).toBeNull();
    expect(screen.queryByText('Loading the weather report…')).not.toBeInTheDocument();
  });

  it('says there is no report for a resort the server has none for (404)', async () => {
    stubPartial(() => ({ status: 404, body: '{"success":false}', type: 'application/json' }));
    renderInRemote(<WeatherPartialBlock />);
    await choose('Coast Range');
    expect(await screen.findByText(NO_WEATHER_REPORT)).toBeInTheDocument();
    expect(screen.queryByTestId('weather-partial')).not.toBeInTheDocument();
  });

  it('shows the error state when the call fails or answers something other than HTML', async () => {
    stubPartial((url) => (url.endsWith('summit-peak') ? 'offline' : { status: 200, body: '{"a":1}', type: 'application/json' }));
    renderInRemote(<WeatherPartialBlock />);
    await choose('Summit Peak');
    expect(await screen.findByText(WEATHER_PARTIAL_FAILED)).toBeInTheDocument();
    await choose('Cascade Ridge');
    await waitFor(() => expect(screen.getAllByText(WEATHER_PARTIAL_FAILED)).toHaveLength(1));
    expect(screen.queryByTestId('weather-partial')).not.toBeInTheDocument();
  });

  it('inserts only the fragment’s own markup: no script, handler, link or image survives', async () => {
    const hostile =
      '<section class="weather-report" aria-label="X weather" onclick="alert(1)"><h3>X</h3>' +
      '<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:alert(1)">go</a>' +
      '<p style="position:fixed" role="button">Snow</p><iframe src="/"></iframe></section>';
    expect(weatherFragment(hostile)).toBe('<section class="weather-report" aria-label="X weather"><h3>X</h3><p>Snow</p></section>');
    expect(weatherFragment('<img src=x onerror=alert(1)>')).toBe('');
    expect(weatherFragment(FRAGMENT)).toBe(FRAGMENT.replace(/&#60;/g, '&lt;').replace(/&#62;/g, '&gt;'));

    stubPartial(() => ({ status: 200, body: hostile }));
    renderInRemote(<WeatherPartialBlock />);
    await choose('Summit Peak');
    const block = await screen.findByTestId('weather-partial');
    expect(block.querySelector('script, img, a, iframe, [onclick], [style]')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });
});
