import { useEffect, useState } from 'react';
import { GENERIC_API_ERROR, type ApiResult } from '@resort/shared';

export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/**
 * Runs one API call whenever `key` changes; a reply to an older key is dropped so a quick second
 * search never shows the first one's results. A null key means there is nothing to ask.
 */
export function useRequest<T>(key: string | null, call: () => Promise<ApiResult<T | string>>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>(key ? { status: 'loading' } : { status: 'idle' });
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    call()
      .then((result) => {
        if (!current) return;
        setState(result.success ? { status: 'ready', data: result.data as T } : { status: 'error', message: GENERIC_API_ERROR });
      })
      .catch(() => {
        if (current) setState({ status: 'error', message: GENERIC_API_ERROR });
      });
    return () => {
      current = false;
    };
    // The key names the request; the call closes over the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
