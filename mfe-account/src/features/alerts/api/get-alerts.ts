import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertsAnswer } from '../../../../contract';
import { ALERTS_KEY } from '../../session/model/visitor-key';

export { ALERTS_KEY };

/** The sitewide alert and the account alert still to show in this session. */
export const getAlerts = (): Promise<AlertsAnswer> => fetchOrThrow<AlertsAnswer>('GET', '/api/account/alerts');

export const alertsQueryOptions = () => queryOptions<AlertsAnswer, ApiError>({ queryKey: ALERTS_KEY, queryFn: () => getAlerts() });

export const useAlertsQuery = () => useQuery(alertsQueryOptions());
