import { useState } from 'react';
import { getEventBus } from '@resort/shared';
import { activitiesSearchUrl, validateActivities, type ActivitiesValidation } from '@resort/shared/rules';

export const ACTIVITIES_RESULTS_PATH = '/activities';

/** The Activities widget's state: one start date, checked on submit (spec section 5). */
export function useActivitiesForm({ startDate = '', searchUrl = ACTIVITIES_RESULTS_PATH }: { startDate?: string; searchUrl?: string }) {
  const [date, setDateText] = useState(startDate);
  const [errors, setErrors] = useState<ActivitiesValidation['errors']>({});

  const setDate = (value: string) => {
    setDateText(value);
    setErrors({});
  };

  const submit = (): string | null => {
    const result = validateActivities({ startDate: date });
    setErrors(result.errors);
    if (!result.valid) {
      getEventBus().publishAnalytics('widget-error', { widget: 'activities', messages: result.messages });
      return null;
    }
    return activitiesSearchUrl(searchUrl, { startDate: date });
  };

  return { date, errors, setDate, submit };
}
