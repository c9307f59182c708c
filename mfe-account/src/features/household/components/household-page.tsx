import styled from 'styled-components';
import { useState } from 'react';
import { Alert, Button, Card, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { HouseholdAnswer, HouseholdMemberView } from '../../../../contract';
import { HOUSEHOLD_MINOR_RULE, RELATIONSHIPS, REQUIRED_FIELD, dateOfBirthError, emailError, nameError } from '../../../../contracts/rules';
import { AccountNav } from '../../../components/account-nav';
import { TwoColumns } from '../../../components/two-columns';
import { FieldsForm } from '../../../components/fields-form';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useHouseholdQuery } from '../api/get-household';
import { useAcceptInvitationMutation } from '../api/accept-invitation';
import { useAddExistingMemberMutation } from '../api/add-existing-member';
import { useCreateMemberMutation } from '../api/create-member';
import { useDeclineInvitationMutation } from '../api/decline-invitation';
import { useRemoveMemberMutation } from '../api/remove-member';
import { useSearchPassMutation } from '../api/search-pass';
import { useUpdateMemberMutation } from '../api/update-member';

export const HOUSEHOLD_PATH = '/account/household';

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.xs} ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.mist};
  }
  li:last-child { border-bottom: 0; }
`;

const Small = styled.span`
  display: block;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const relationshipOptions = RELATIONSHIPS.map((r) => ({ value: r, label: r[0].toUpperCase() + r.slice(1) }));

function describe(m: HouseholdMemberView) {
  const parts = [
    m.relationship === 'self' ? 'You' : m.relationship,
    m.dateOfBirth ? `born ${m.dateOfBirth}` : null,
    m.status === 'invited' ? 'invitation sent' : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function MemberList({ answer }: { answer: HouseholdAnswer }) {
  const remove = useRemoveMemberMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const update = useUpdateMemberMutation();
  const household = answer.household;
  if (!household) return null;
  // Only members without an account of their own (children added by name) are edited here.
  const editable = (m: HouseholdMemberView) => household.canManage && m.relationship !== 'self' && !m.hasAccount && m.status === 'active';
  const member = household.members.find((m) => m.id === editing && editable(m));
  return (
    <Card as="section" aria-labelledby="members-title">
      <Heading id="members-title" $size="card">
        {household.name}
      </Heading>
      {remove.isError ? <ErrorState message={visitorMessage(remove.error)} /> : null}
      <Members aria-label="Household members">
        {household.members.map((m) => (
          <li key={m.id}>
            <span>
              {m.firstName} {m.lastName}
              <Small>{describe(m)}</Small>
            </span>
            {m.relationship !== 'self' && household.canManage ? (
              <span>
                {editable(m) ? (
                  <>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-expanded={editing === m.id}
                      onClick={() => {
                        update.reset();
                        setEditing(editing === m.id ? null : m.id);
                      }}
                      aria-label={`Edit ${m.firstName} ${m.lastName}`}
                    >
                      Edit
                    </Button>{' '}
                  </>
                ) : null}
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(m.id)}
                  aria-label={`Remove ${m.firstName} ${m.lastName}`}
                >
                  Remove
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </Members>
      {member ? (
        <FieldsForm
          key={member.id}
          id="update-member"
          title={`Update ${member.firstName} ${member.lastName}`}
          fields={[
            { name: 'firstName', label: 'First name', autoComplete: 'off', check: nameError, initial: member.firstName },
            { name: 'lastName', label: 'Last name', autoComplete: 'off', check: nameError, initial: member.lastName },
            {
              name: 'dateOfBirth',
              label: 'Date of birth (MM/DD/YYYY)',
              autoComplete: 'off',
              check: (v) => dateOfBirthError(v),
              initial: member.dateOfBirth ?? '',
            },
          ]}
          submitLabel="Save member"
          pending={update.isPending}
          error={update.error}
          done={null}
          onSubmit={(v) =>
            update.mutate(
              {
                id: member.id,
                body: { firstName: v.firstName.trim(), lastName: v.lastName.trim(), dateOfBirth: v.dateOfBirth.trim() },
              },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      ) : null}
    </Card>
  );
}

function Invitations({ answer }: { answer: HouseholdAnswer }) {
  const accept = useAcceptInvitationMutation();
  const decline = useDeclineInvitationMutation();
  if (!answer.invitations.length) return null;
  return (
    <Card as="section" aria-labelledby="invitations-title">
      <Heading id="invitations-title" $size="card">
        Invitations
      </Heading>
      {accept.isError ? <ErrorState message={visitorMessage(accept.error)} /> : null}
      {decline.isError ? <ErrorState message={visitorMessage(decline.error)} /> : null}
      <Members aria-label="Invitations">
        {answer.invitations.map((i) => (
          <li key={i.id}>
            <span>
              {i.fromName} invites you to {i.householdName}
              <Small>as {i.relationship}</Small>
            </span>
            <span>
              <Button
                type="button"
                onClick={() => accept.mutate(i.id)}
                disabled={accept.isPending}
                aria-label={`Accept the invitation of ${i.fromName}`}
              >
                Accept
              </Button>{' '}
              <Button
                type="button"
                $variant="secondary"
                onClick={() => decline.mutate(i.id)}
                disabled={decline.isPending}
                aria-label={`Decline the invitation of ${i.fromName}`}
              >
                Decline
              </Button>
            </span>
          </li>
        ))}
      </Members>
    </Card>
  );
}

function AddForms() {
  const create = useCreateMemberMutation();
  const existing = useAddExistingMemberMutation();
  const searchPass = useSearchPassMutation();
  return (
    <>
      <FieldsForm
        key={create.isSuccess ? `added-${create.submittedAt}` : 'new'}
        id="add-member"
        title="Add a member"
        description="Someone without an account of their own, such as a child. Adults manage the household."
        fields={[
          { name: 'firstName', label: 'First name', autoComplete: 'off', check: nameError },
          { name: 'lastName', label: 'Last name', autoComplete: 'off', check: nameError },
          { name: 'dateOfBirth', label: 'Date of birth (MM/DD/YYYY)', autoComplete: 'off', check: (v) => dateOfBirthError(v) },
          { name: 'relationship', label: 'Relationship', type: 'select', options: relationshipOptions, initial: 'child' },
        ]}
        submitLabel="Add member"
        pending={create.isPending}
        error={create.error}
        done={null}
        onSubmit={(v) =>
          create.mutate({
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
            dateOfBirth: v.dateOfBirth.trim(),
            relationship: v.relationship as (typeof RELATIONSHIPS)[number],
          })
        }
      />
      <FieldsForm
        id="add-existing"
        title="Invite an account holder"
        description="Add someone who has an account: we email them an invitation to accept or decline."
        fields={[
          { name: 'email', label: 'Their email', type: 'email', autoComplete: 'off', check: emailError },
          { name: 'relationship', label: 'Relationship', type: 'select', options: relationshipOptions, initial: 'spouse' },
        ]}
        submitLabel="Send invitation"
        pending={existing.isPending}
        error={existing.error}
        done={existing.isSuccess ? 'Invitation sent.' : null}
        onSubmit={(v) => existing.mutate({ email: v.email.trim(), relationship: v.relationship as (typeof RELATIONSHIPS)[number] })}
      />
      <FieldsForm
        id="search-pass"
        title="Find an account holder by pass number"
        description="We show the holder's first name and last initial so you can check it is them, then invite them by email."
        fields={[{ name: 'passNumber', label: 'Pass number', autoComplete: 'off', check: (v) => (v.trim() ? null : REQUIRED_FIELD) }]}
        submitLabel="Search for pass"
        pending={searchPass.isPending}
        error={searchPass.error}
        done={
          searchPass.data
            ? searchPass.data.found
              ? `This pass belongs to ${searchPass.data.firstName} ${searchPass.data.lastInitial}.`
              : 'We could not find an account holder with this pass number.'
            : null
        }
        onSubmit={(v) => searchPass.mutate(v.passNumber.trim())}
      />
    </>
  );
}

/** Spec section 6: household members can be added, removed, transferred or accepted. */
export function HouseholdPage() {
  const household = useHouseholdQuery();
  const guest = useGuestRedirect(household.error, HOUSEHOLD_PATH);
  const data = household.data;
  return (
    <PageContainer as="section" aria-labelledby="household-title">
      <Heading as="h1" $size="page" id="household-title">
        Household
      </Heading>
      <AccountNav current={HOUSEHOLD_PATH} />
      <LoadingOverlay active={household.isPending || guest} label="Loading your household">
        {household.isError && !guest ? <ErrorState message={visitorMessage(household.error)} /> : null}
        {data ? (
          <TwoColumns>
            <MemberList answer={data} />
            <Invitations answer={data} />
            {data.household?.canManage ? (
              <AddForms />
            ) : (
              <Alert $tone="info" role="note">
                {HOUSEHOLD_MINOR_RULE}
              </Alert>
            )}
          </TwoColumns>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
