import type { FormEvent } from 'react';
import { focusFirstError, navigate } from '@resort/shared';

/**
 * A search widget's submit: `search` checks the form and answers the results page's address, or
 * null when the search cannot run (its errors are shown then, and focus goes to the first one).
 */
export const searchOnSubmit =
  (search: () => string | null) =>
  (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    focusFirstError(event.currentTarget);
    const url = search();
    if (url) navigate(url);
  };
