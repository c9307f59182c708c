import { api, type ApiResult } from '@resort/shared';
import type { SessionUserView } from '../../session/model/session-state';
import type { CreateAccountInput } from '../model/account-rules';

export interface CreateAccountResponse {
  signedIn: true;
  user: SessionUserView;
}

export const postCreateAccount = (body: CreateAccountInput): Promise<ApiResult<CreateAccountResponse>> =>
  api.post<CreateAccountResponse>('/api/account/create', body);
