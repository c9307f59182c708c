import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/** The block's words when the call fails: no report for the resort, or anything else. */
export const NO_WEATHER_REPORT = 'No weather report for this resort.';
export const WEATHER_PARTIAL_FAILED = 'The weather report cannot be shown just now. Please try again.';

/** A failed "weather report partial" call, in the words the block shows. */
export class WeatherPartialError extends Error {}

/**
 * GET /api/content/weather-partial?resort= (spec section 7 "weather report partial"): one resort's
 * report as an HTML fragment (`text/html`), every stored text escaped by the server.
 */
export async function getWeatherPartial(resortId: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/api/content/weather-partial?resort=${encodeURIComponent(resortId)}`, {
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
  } catch {
    throw new WeatherPartialError(WEATHER_PARTIAL_FAILED);
  }
  if (res.status === 404) throw new WeatherPartialError(NO_WEATHER_REPORT);
  if (!res.ok || !/^text\/html/.test(res.headers.get('content-type') ?? '')) throw new WeatherPartialError(WEATHER_PARTIAL_FAILED);
  return res.text();
}

export const weatherPartialQuery = (resortId: string) =>
  queryOptions<string, WeatherPartialError>({
    queryKey: ['content', 'weather-partial', resortId],
    queryFn: resortId ? () => getWeatherPartial(resortId) : skipToken,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useWeatherPartial = (resortId: string) => useQuery(weatherPartialQuery(resortId));
