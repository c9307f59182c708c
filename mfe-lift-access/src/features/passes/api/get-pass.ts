import { api } from '@resort/shared';
import type { Pass } from './get-passes';

export const getPass = (id: string) => api.get<Pass>(`/api/liftaccess/passes/${encodeURIComponent(id)}`);
