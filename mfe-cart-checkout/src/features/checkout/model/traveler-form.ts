import { REQUIRED_FIELD, checkAssigneeAge } from '@resort/shared/rules';
import { formatDate, isoFromInput, parseDate } from '@resort/shared/dates';
import type { CartItemDto } from '../../../../contract';

export interface TravelerValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export type TravelerErrors = Partial<Record<keyof TravelerValues, string>>;

export const unitKey = (itemId: string, unitIndex: number) => `${itemId}-${unitIndex}`;

/** The form's starting values: travelers already assigned, with their dates shown as MM/DD/YYYY. */
export function initialTravelers(items: CartItemDto[]): Record<string, TravelerValues> {
  const values: Record<string, TravelerValues> = {};
  for (const item of items) {
    for (const unit of item.units) {
      const dob = unit.assignee ? parseDate(unit.assignee.dateOfBirth) : null;
      values[unitKey(item.id, unit.unitIndex)] = {
        firstName: unit.assignee?.firstName ?? '',
        lastName: unit.assignee?.lastName ?? '',
        dateOfBirth: dob ? formatDate(dob) : '',
      };
    }
  }
  return values;
}

/** The same checks the server makes, so the buyer sees the spec's messages before a round trip. */
export function checkTraveler(values: TravelerValues, item: CartItemDto): TravelerErrors {
  const errors: TravelerErrors = {};
  if (!values.firstName.trim()) errors.firstName = REQUIRED_FIELD;
  if (!values.lastName.trim()) errors.lastName = REQUIRED_FIELD;
  if (!values.dateOfBirth.trim()) errors.dateOfBirth = REQUIRED_FIELD;
  else if (item.assignment) {
    const problem = checkAssigneeAge(isoFromInput(values.dateOfBirth), item.date, item.assignment);
    if (problem) errors.dateOfBirth = problem;
  }
  return errors;
}

/** Which field a server message belongs to: the DOB messages to the date, anything else to the unit. */
export function fieldOfMessage(message: string): keyof TravelerValues | null {
  return /^DOB /.test(message) ? 'dateOfBirth' : null;
}
