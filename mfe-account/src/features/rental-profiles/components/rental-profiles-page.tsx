import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import {
  HEIGHT_OUT_OF_RANGE,
  MAX_HEIGHT_CM,
  MAX_RENTER_AGE,
  MAX_WEIGHT_KG,
  MIN_HEIGHT_CM,
  MIN_RENTER_AGE,
  MIN_WEIGHT_KG,
  RENTER_AGE_OUT_OF_RANGE,
  REQUIRED_FIELD,
  SKIER_TYPES,
  WEIGHT_OUT_OF_RANGE,
  rentalProfileLabel,
  type RentalProfile,
} from '@resort/shared/rules';
import { LoadingOverlay } from '@resort/shared/ui';
import type { RentalProfileBody } from '../../../../contract';
import { AccountNav } from '../../../components/account-nav';
import { TwoColumns } from '../../../components/two-columns';
import { FieldsForm, type FormField } from '../../../components/fields-form';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useRentalProfilesQuery } from '../api/get-rental-profiles';
import { useSaveRentalProfileMutation } from '../api/save-rental-profile';

export const RENTAL_PROFILES_PATH = '/account/rental-profiles';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space.sm}; padding: ${theme.space.sm} ${theme.space.md}; border: 1px solid ${theme.colors.line}; border-radius: ${theme.radii.md}; }
`;

/** A whole number in [min, max], or the rule's message; empty is fine for optional fields. */
const wholeIn =
  (min: number, max: number, message: string, required = false) =>
  (v: string) => {
    if (!v.trim()) return required ? REQUIRED_FIELD : null;
    const n = Number(v);
    return Number.isInteger(n) && n >= min && n <= max ? null : message;
  };

const fieldsOf = (p: RentalProfile | null): FormField[] => [
  { name: 'name', label: "Renter's name", autoComplete: 'off', check: (v) => (v.trim() ? null : REQUIRED_FIELD), initial: p?.name },
  {
    name: 'heightCm',
    label: 'Height in cm',
    check: wholeIn(MIN_HEIGHT_CM, MAX_HEIGHT_CM, HEIGHT_OUT_OF_RANGE, true),
    initial: p ? String(p.heightCm) : '',
  },
  {
    name: 'weightKg',
    label: 'Weight in kg (optional)',
    check: wholeIn(MIN_WEIGHT_KG, MAX_WEIGHT_KG, WEIGHT_OUT_OF_RANGE),
    initial: p?.weightKg?.toString() ?? '',
  },
  {
    name: 'age',
    label: 'Age (optional)',
    check: wholeIn(MIN_RENTER_AGE, MAX_RENTER_AGE, RENTER_AGE_OUT_OF_RANGE),
    initial: p?.age?.toString() ?? '',
  },
  {
    name: 'skierType',
    label: 'Skier or rider type (optional)',
    type: 'select',
    options: [{ value: '', label: 'Not given' }, ...SKIER_TYPES],
    initial: p?.skierType ?? '',
  },
  { name: 'bootSize', label: 'Boot or shoe size (optional)', initial: p?.bootSize ?? '' },
];

const bodyOf = (v: Record<string, string>): RentalProfileBody => ({
  name: v.name.trim(),
  heightCm: Number(v.heightCm),
  weightKg: v.weightKg.trim() ? Number(v.weightKg) : null,
  age: v.age.trim() ? Number(v.age) : null,
  skierType: (v.skierType || null) as RentalProfileBody['skierType'],
  bootSize: v.bootSize.trim() || null,
});

/**
 * /account/rental-profiles ("rental profile get/create/update"): the renters the holder rents for,
 * each picked in checkout instead of typed again.
 */
export function RentalProfilesPage() {
  const profiles = useRentalProfilesQuery();
  const guest = useGuestRedirect(profiles.error, RENTAL_PROFILES_PATH);
  const save = useSaveRentalProfileMutation();
  const [editing, setEditing] = useState<RentalProfile | null>(null);
  const [formKey, setFormKey] = useState(0);
  const list = profiles.data?.profiles ?? [];

  return (
    <PageContainer as="section" aria-labelledby="rental-profiles-title">
      <Heading as="h1" $size="page" id="rental-profiles-title">
        Rental profiles
      </Heading>
      <AccountNav current={RENTAL_PROFILES_PATH} />
      <p>Save the height, weight and skier type of each person you rent for, and pick them in checkout instead of typing them again.</p>
      <LoadingOverlay active={profiles.isPending || guest} label="Loading your rental profiles">
        {profiles.isError && !guest ? <ErrorState message={visitorMessage(profiles.error)} /> : null}
        {profiles.data ? (
          <>
            {list.length ? (
              <List aria-label="Saved renters">
                {list.map((p) => (
                  <li key={p.id}>
                    <span>{rentalProfileLabel(p)}</span>
                    <Button type="button" $variant="secondary" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                      Edit
                    </Button>
                  </li>
                ))}
              </List>
            ) : (
              <p>You have no rental profiles yet.</p>
            )}
            <TwoColumns>
              <FieldsForm
                key={`new-${formKey}`}
                id="rental-profile-new"
                title="Add a renter"
                fields={fieldsOf(null)}
                submitLabel="Save renter"
                pending={save.isPending && !save.variables?.id}
                error={save.isError && !save.variables?.id ? save.error : null}
                done={save.isSuccess && !save.variables?.id ? 'Saved.' : null}
                onSubmit={(v) => save.mutate({ profile: bodyOf(v) }, { onSuccess: () => setFormKey((k) => k + 1) })}
              />
              {editing ? (
                <FieldsForm
                  key={editing.id}
                  id="rental-profile-edit"
                  title={`Edit ${editing.name}`}
                  fields={fieldsOf(editing)}
                  submitLabel="Save changes"
                  pending={save.isPending && save.variables?.id === editing.id}
                  error={save.isError && save.variables?.id === editing.id ? save.error : null}
                  done={save.isSuccess && save.variables?.id === editing.id ? 'Saved.' : null}
                  onSubmit={(v) => save.mutate({ id: editing.id, profile: bodyOf(v) })}
                />
              ) : null}
            </TwoColumns>
          </>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
