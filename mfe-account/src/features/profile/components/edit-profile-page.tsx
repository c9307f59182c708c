import { ErrorState, Heading, PageContainer, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { ProfileView } from '../../../../contract';
import { dateOfBirthError, emailError, passwordError, phoneError, REQUIRED_FIELD, usernameError } from '../../../../contracts/rules';
import { AccountNav } from '../../../components/account-nav';
import { TwoColumns } from '../../../components/two-columns';
import { CardOnFileSection } from '../../card-on-file/components/card-on-file-section';
import { FieldsForm } from '../../../components/fields-form';
import { useSaveAddressMutation } from '../api/save-address';
import { useSaveBirthDateMutation } from '../api/save-birth-date';
import { useChangeEmailMutation } from '../api/change-email';
import { useChangePasswordMutation } from '../api/change-password';
import { useSavePhoneMutation } from '../api/save-phone';
import { useChangeUsernameMutation } from '../api/change-username';
import { useProfileQuery } from '../api/get-profile';
import { useGuestRedirect } from '../model/use-signed-in';

export const EDIT_PROFILE_PATH = '/account/profile';

const required = (v: string) => (v.trim() ? null : REQUIRED_FIELD);

function Forms({ profile }: { profile: ProfileView }) {
  const phone = useSavePhoneMutation();
  const address = useSaveAddressMutation();
  const birthDate = useSaveBirthDateMutation();
  const email = useChangeEmailMutation();
  const username = useChangeUsernameMutation();
  const password = useChangePasswordMutation();
  const { user, contact } = profile;
  const done = (m: { isSuccess: boolean }, text = 'Saved.') => (m.isSuccess ? text : null);

  return (
    <TwoColumns>
      <FieldsForm
        id="phone"
        title="Phone"
        fields={[
          { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', check: phoneError, initial: contact.phone ?? '' },
        ]}
        submitLabel="Save phone"
        pending={phone.isPending}
        error={phone.error}
        done={done(phone)}
        onSubmit={(v) => phone.mutate({ phone: v.phone.trim() })}
      />
      <FieldsForm
        id="birth-date"
        title="Date of birth"
        fields={[
          {
            name: 'dateOfBirth',
            label: 'Date of birth (MM/DD/YYYY)',
            autoComplete: 'bday',
            check: (v) => dateOfBirthError(v),
            initial: user.dateOfBirth ?? '',
          },
        ]}
        submitLabel="Save date of birth"
        pending={birthDate.isPending}
        error={birthDate.error}
        done={done(birthDate)}
        onSubmit={(v) => birthDate.mutate({ dateOfBirth: v.dateOfBirth.trim() })}
      />
      <FieldsForm
        id="address"
        title="Address"
        fields={[
          {
            name: 'addressLine1',
            label: 'Street address',
            autoComplete: 'address-line1',
            check: required,
            initial: contact.addressLine1 ?? '',
          },
          { name: 'city', label: 'City', autoComplete: 'address-level2', check: required, initial: contact.city ?? '' },
          { name: 'region', label: 'State or region', autoComplete: 'address-level1', check: required, initial: contact.region ?? '' },
          { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', check: required, initial: contact.postalCode ?? '' },
          { name: 'country', label: 'Country', autoComplete: 'country', check: required, initial: contact.country ?? '' },
        ]}
        submitLabel="Save address"
        pending={address.isPending}
        error={address.error}
        done={done(address)}
        onSubmit={(v) =>
          address.mutate({ addressLine1: v.addressLine1, city: v.city, region: v.region, postalCode: v.postalCode, country: v.country })
        }
      />
      <FieldsForm
        id="username"
        title="Username"
        fields={[{ name: 'username', label: 'Username', autoComplete: 'username', check: usernameError, initial: user.username ?? '' }]}
        submitLabel="Save username"
        pending={username.isPending}
        error={username.error}
        done={done(username)}
        onSubmit={(v) => username.mutate({ username: v.username.trim() })}
      />
      <FieldsForm
        id="email"
        title="Email"
        fields={[
          { name: 'email', label: 'New email', type: 'email', autoComplete: 'email', check: emailError, initial: user.email },
          { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password', check: required },
        ]}
        submitLabel="Change email"
        pending={email.isPending}
        error={email.error}
        done={done(email)}
        onSubmit={(v) => email.mutate({ email: v.email.trim(), currentPassword: v.currentPassword })}
      />
      <FieldsForm
        id="password"
        title="Password"
        fields={[
          { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password', check: required },
          { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password', check: passwordError },
        ]}
        submitLabel="Change password"
        pending={password.isPending}
        error={password.error}
        done={done(password, 'Your password has been changed.')}
        onSubmit={(v) => password.mutate({ currentPassword: v.currentPassword, newPassword: v.newPassword })}
      />
      <CardOnFileSection />
    </TwoColumns>
  );
}

/** Spec "update phone, address, birth date, email, username, password, credit card on file". */
export function EditProfilePage() {
  const profile = useProfileQuery();
  const guest = useGuestRedirect(profile.error, EDIT_PROFILE_PATH);
  return (
    <PageContainer as="section" aria-labelledby="edit-profile-title">
      <Heading as="h1" $size="page" id="edit-profile-title">
        Edit profile
      </Heading>
      <AccountNav current={EDIT_PROFILE_PATH} />
      <LoadingOverlay active={profile.isPending || guest} label="Loading your profile">
        {profile.isError && !guest ? <ErrorState message={visitorMessage(profile.error)} /> : null}
        {profile.data ? <Forms profile={profile.data} /> : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
