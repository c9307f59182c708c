import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@resort/shared';
import type { WeatherReport } from '../../../contract';
import { weatherKey } from '../model/query-keys';

/** GET /api/content/weather: every resort's weather and snow report (the weather page). */
export const getWeather = () => fetchOrThrow<WeatherReport[]>('GET', '/api/content/weather');

export const weatherQuery = () => queryOptions({ queryKey: weatherKey(), queryFn: getWeather, staleTime: 5 * 60_000 });

export const useWeather = () => useQuery(weatherQuery());
