import { DateTime } from 'luxon';
import { SEASON_PASS_ANALYTICS_EVENT, seasonOnSale, seasonPassAnalytics, seasonPassLink } from './season-pass';

describe('season pass tab', () => {
  it('"The selected value becomes the submit link\'s href"', () => {
    expect(seasonPassLink('/passes/epic-pass')).toBe('/passes/epic-pass');
    expect(seasonPassLink('')).toBeNull();
  });

  it('"The selected pass name is recorded for analytics"', () => {
    expect(seasonPassAnalytics(' Epic Local Pass ')).toEqual({ event: SEASON_PASS_ANALYTICS_EVENT, data: { passName: 'Epic Local Pass' } });
  });
});

describe('the season on sale', () => {
  it("opens on 1 December and is sold from May: November 2026 and February 2027 are '2026-27', May 2027 sells '2027-28'", () => {
    expect(seasonOnSale(DateTime.fromISO('2026-11-25'))).toEqual({ season: '2026-27', start: '2026-12-01', previous: '2025-26' });
    expect(seasonOnSale(DateTime.fromISO('2027-02-10')).season).toBe('2026-27');
    expect(seasonOnSale(DateTime.fromISO('2027-04-30')).season).toBe('2026-27');
    expect(seasonOnSale(DateTime.fromISO('2027-05-01'))).toEqual({ season: '2027-28', start: '2027-12-01', previous: '2026-27' });
  });
});
