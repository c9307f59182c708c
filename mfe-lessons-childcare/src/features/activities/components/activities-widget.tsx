import styled from 'styled-components';
import { Button, theme } from '@resort/shared';
import { DatePicker, searchOnSubmit } from '@resort/shared/ui';
import { ACTIVITIES_RESULTS_PATH, useActivitiesForm } from '../model/use-activities-form';

export interface ActivitiesWidgetProps {
  /** MM/DD/YYYY default from the booking tabs. */
  startDate?: string;
  /** The submit button's URL; the results page when absent. */
  searchUrl?: string;
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  ${theme.media.tablet} { grid-template-columns: minmax(0, 1fr) auto; align-items: end; }
  ${theme.media.desktop} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
`;

const Actions = styled.div`
  padding-bottom: ${theme.space.md};
`;

/** The Activities widget: a start date (spec section 2). */
export function ActivitiesWidget({ startDate, searchUrl = ACTIVITIES_RESULTS_PATH }: ActivitiesWidgetProps) {
  const form = useActivitiesForm({ startDate, searchUrl });

  return (
    <Form onSubmit={searchOnSubmit(form.submit)} noValidate aria-label="Search activities" data-testid="activities-widget">
      <DatePicker id="activities-date" label="Start date" value={form.date} onChange={form.setDate} error={form.errors.startDate} />
      <Actions>
        <Button type="submit" data-url={searchUrl} $block>
          Find activities
        </Button>
      </Actions>
    </Form>
  );
}
