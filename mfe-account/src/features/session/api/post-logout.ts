import { api, type ApiResult } from '@resort/shared';

export const postLogout = (): Promise<ApiResult<{ signedIn: false }>> => api.post<{ signedIn: false }>('/api/account/logout');
