import { api, type ApiResult } from '@resort/shared';
import type { SessionUserView } from '../../session/model/session-state';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  signedIn: true;
  user: SessionUserView;
}

export const postLogin = (body: LoginRequest): Promise<ApiResult<LoginResponse>> =>
  api.post<LoginResponse>('/api/account/login', body);
