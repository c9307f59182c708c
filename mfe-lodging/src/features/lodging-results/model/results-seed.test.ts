import type { ResultsResponse } from '../../../../contract';
import { resultsSeedHtml, seededResults } from './results-seed';

const request = { arrivaldate: '12/10/2026', departuredate: '12/12/2026', adultcount: 2, childcount: 0, childagearray: '' };
const data = {
  arrival: '2026-12-10',
  count: 1,
  properties: [{ name: 'Lodge </script><img src=x onerror=alert(1)>' }],
} as unknown as ResultsResponse;

describe('the results seed', () => {
  beforeEach(() => {
    document.body.innerHTML = resultsSeedHtml({ request, data });
  });

  it('gives the answer back for the same request only', () => {
    expect(seededResults({ ...request })).toEqual(data);
    expect(seededResults({ ...request, adultcount: 3 })).toBeUndefined();
    expect(seededResults({ ...request, sort: 'price' })).toBeUndefined();
  });

  it('keeps its text inside its element', () => {
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.body.children).toHaveLength(1);
  });

  it('is nothing when the page has none or it cannot be read', () => {
    document.body.innerHTML = '';
    expect(seededResults(request)).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="lodging-results-seed">{not json</script>';
    expect(seededResults(request)).toBeUndefined();
  });
});
