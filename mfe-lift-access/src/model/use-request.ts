import { useEffect, useState } from 'react';
import type { ApiResult } from '@resort/shared';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; httpStatus: number; message: string };

/** Runs one API call whenever `key` changes; a late answer for an older key is dropped. */
export function useRequest<T>(key: string | null, call: () => Promise<ApiResult<T>>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ status: 'loading' });
    call().then((result) => {
      if (!current) return;
      setState(
        result.success
          ? { status: 'success', data: result.data }
          : { status: 'error', httpStatus: result.status, message: String(result.data) },
      );
    });
    return () => {
      current = false;
    };
    // The key names the request; `call` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
