import { fillLinkTemplate } from './link-template';

describe('fillLinkTemplate', () => {
  it('"the placeholder is replaced by the chosen date, formatted with the format given on the button"', () => {
    expect(fillLinkTemplate('/tickets?start={startDate}', '12/05/2026', 'yyyy-MM-dd')).toBe('/tickets?start=2026-12-05');
  });

  it.each([
    ['MM/dd/yyyy', '12/05/2026'],
    ['MMddyyyy', '12052026'],
    ['YYYY-MM-DD', '2026-12-05'],
    ['MM/DD/YYYY', '12/05/2026'],
  ])('format %s gives %s', (format, expected) => {
    expect(fillLinkTemplate('{startDate}', '12/5/2026', format)).toBe(expected);
  });

  it('replaces every placeholder and honours a custom one', () => {
    expect(fillLinkTemplate('/a/{startDate}?d={startDate}', '01/02/2027', 'yyyy-MM-dd')).toBe('/a/2027-01-02?d=2027-01-02');
    expect(fillLinkTemplate('/a?d=[date]', '01/02/2027', 'yyyy-MM-dd', '[date]')).toBe('/a?d=2027-01-02');
  });

  it('gives no link without a date', () => {
    expect(fillLinkTemplate('/tickets?start={startDate}', '', 'yyyy-MM-dd')).toBe('');
  });
});
