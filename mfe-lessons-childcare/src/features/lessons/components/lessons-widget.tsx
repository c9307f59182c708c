import styled from 'styled-components';
import { Button, Field, Select, WidgetForm } from '@resort/shared';
import { LESSONS_AGE_PLACEHOLDER, LESSONS_LEVEL_PLACEHOLDER } from '@resort/shared/rules';
import { DatePicker, searchOnSubmit } from '@resort/shared/ui';
import { LESSON_AGE_GROUPS, LESSON_LEVELS } from '../model/lesson-options';
import { LESSONS_RESULTS_PATH, useLessonsForm, type LessonsFormDefaults } from '../model/use-lessons-form';
import { SportToggle } from './sport-toggle';

export interface LessonsWidgetProps extends LessonsFormDefaults {
  /** MM/DD/YYYY default from the booking tabs. */
  startDate?: string;
}

const Actions = styled.div`
  grid-column: 1 / -1;
`;

/** The Lessons tab: sport, age, level and start date (spec section 2). */
export function LessonsWidget({ startDate, date, searchUrl = LESSONS_RESULTS_PATH, ...defaults }: LessonsWidgetProps) {
  const form = useLessonsForm({ ...defaults, date: date ?? startDate, searchUrl });
  const { query, errors } = form;

  return (
    <WidgetForm onSubmit={searchOnSubmit(form.submit)} noValidate aria-label="Search lessons" data-testid="lessons-widget">
      <SportToggle value={query.sport} onChange={form.setSport} />
      <Field id="lessons-age" label="Age" error={errors.age}>
        <Select
          id="lessons-age"
          value={query.age}
          aria-invalid={errors.age ? true : undefined}
          aria-describedby={errors.age ? 'lessons-age-error' : undefined}
          onChange={(e) => form.setAge(e.target.value)}
        >
          <option value={LESSONS_AGE_PLACEHOLDER}>{LESSONS_AGE_PLACEHOLDER}</option>
          {LESSON_AGE_GROUPS.map((group) => (
            <option key={group.id} value={group.id}>
              {group.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="lessons-level" label="Level" error={errors.level}>
        <Select
          id="lessons-level"
          value={query.level}
          aria-invalid={errors.level ? true : undefined}
          aria-describedby={errors.level ? 'lessons-level-error' : undefined}
          onChange={(e) => form.setLevel(e.target.value)}
        >
          <option value={LESSONS_LEVEL_PLACEHOLDER}>{LESSONS_LEVEL_PLACEHOLDER}</option>
          {LESSON_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </Select>
      </Field>
      <DatePicker id="lessons-date" label="Start date" value={query.date} onChange={form.setDate} error={errors.date} />
      <Actions>
        <Button type="submit" data-url={searchUrl}>
          Find lessons
        </Button>
      </Actions>
    </WidgetForm>
  );
}
