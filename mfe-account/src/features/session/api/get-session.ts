import { api, type ApiResult } from '@resort/shared';
import type { SessionUserView } from '../model/session-state';

export interface SessionResponse {
  signedIn: boolean;
  user: SessionUserView | null;
  csrfToken: string;
}

export const getSession = (): Promise<ApiResult<SessionResponse>> => api.get<SessionResponse>('/api/account/session');
