import type { FoundCard } from '../../../../contract';
import { CARD_NOT_FOUND, REQUIRED_FIELD, dateOfBirthError } from '../../../../contracts/rules';
import { FieldsForm } from '../../../components/fields-form';
import { useFindMyCardMutation } from '../api/find-my-card';

function outcome(found: FoundCard): string {
  if (!found.found) return CARD_NOT_FOUND;
  const who = `${found.firstName} ${found.lastInitial}.`;
  return found.hasAccount
    ? `We found the pass of ${who} It already belongs to an account: sign in, or reset the password of that account.`
    : `We found the pass of ${who} Enter its number above to link it to the account you create.`;
}

/** Spec "find my card": check a pass number before creating the account it will belong to. */
export function FindMyCardSection() {
  const find = useFindMyCardMutation();
  return (
    <FieldsForm
      id="find-my-card"
      title="Find my card"
      description="Bought a pass before you had an account? Find it by its number and the holder's date of birth."
      fields={[
        { name: 'passNumber', label: 'Pass or card number', autoComplete: 'off', check: (v) => (v.trim() ? null : REQUIRED_FIELD) },
        { name: 'dateOfBirth', label: "Holder's date of birth (MM/DD/YYYY)", autoComplete: 'off', check: (v) => dateOfBirthError(v) },
      ]}
      submitLabel="Find my card"
      pending={find.isPending}
      error={find.error}
      done={find.data ? outcome(find.data) : null}
      onSubmit={(v) => find.mutate({ passNumber: v.passNumber.trim(), dateOfBirth: v.dateOfBirth.trim() })}
    />
  );
}
