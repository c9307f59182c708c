import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ErrorState, Heading, Label, PageContainer, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { PreferencesView } from '../../../../contract';
import {
  ABILITY,
  EMAIL_TOPICS,
  PHOTO_INVALID,
  PHOTO_MAX_BYTES,
  SKIES_WITH,
  VISITS_PER_SEASON,
  phoneError,
} from '../../../../contracts/rules';
import { AccountNav } from '../../../components/account-nav';
import { TwoColumns } from '../../../components/two-columns';
import { FieldsForm } from '../../../components/fields-form';
import { useProfileQuery } from '../../profile/api/get-profile';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useFirstTimerQuery } from '../api/get-first-timer';
import { usePreferencesQuery } from '../api/get-preferences';
import { useSetEmailOptMutation } from '../api/set-email-opt';
import { useSaveEmailPreferencesMutation } from '../api/save-email-preferences';
import { useSavePhotoMutation } from '../api/save-photo';
import { useSetSnowAlertMutation } from '../api/set-snow-alert';
import { useSaveVisitationMutation } from '../api/save-visitation';

export const PREFERENCES_PATH = '/account/preferences';

const Checks = styled.fieldset`
  border: 0;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  label { display: flex; align-items: center; gap: ${theme.space.sm}; min-height: 44px; }
  input { width: 1.25rem; height: 1.25rem; }
`;

const Photo = styled.img`
  width: 8rem;
  height: 8rem;
  border-radius: 50%;
  object-fit: cover;
  display: block;
  margin-bottom: ${theme.space.md};
`;

const TOPIC_LABELS: Record<(typeof EMAIL_TOPICS)[number], string> = {
  deals: 'Deals and offers',
  events: 'Mountain events',
  'snow-reports': 'Snow reports',
  'pass-news': 'Pass news',
};
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v.replace(/-/g, ' ') }));

function EmailCard({ prefs }: { prefs: PreferencesView }) {
  const save = useSaveEmailPreferencesMutation();
  const opt = useSetEmailOptMutation();
  const [topics, setTopics] = useState<string[]>(prefs.emailTopics);
  const toggle = (topic: string) => setTopics((t) => (t.includes(topic) ? t.filter((x) => x !== topic) : [...t, topic]));
  return (
    <Card as="section" aria-labelledby="email-prefs-title">
      <Heading id="email-prefs-title" $size="card">
        Email preferences
      </Heading>
      <p>{prefs.emailOptIn ? 'You receive our marketing email.' : 'You do not receive our marketing email.'}</p>
      <Button type="button" $variant="secondary" disabled={opt.isPending} onClick={() => opt.mutate({ optIn: !prefs.emailOptIn })}>
        {prefs.emailOptIn ? 'Opt out of email' : 'Opt in to email'}
      </Button>
      <Checks>
        <legend>Topics</legend>
        {EMAIL_TOPICS.map((t) => (
          <label key={t}>
            <input type="checkbox" checked={topics.includes(t)} onChange={() => toggle(t)} /> {TOPIC_LABELS[t]}
          </label>
        ))}
      </Checks>
      <Button
        type="button"
        disabled={save.isPending}
        onClick={() =>
          save.mutate({ emailOptIn: prefs.emailOptIn || topics.length > 0, topics: topics as (typeof EMAIL_TOPICS)[number][] })
        }
      >
        Save topics
      </Button>
      {save.isError ? <ErrorState message={visitorMessage(save.error)} /> : null}
      {opt.isError ? <ErrorState message={visitorMessage(opt.error)} /> : null}
      {save.isSuccess ? (
        <Alert $tone="success" role="status">
          Saved.
        </Alert>
      ) : null}
    </Card>
  );
}

function PhotoCard() {
  const profile = useProfileQuery();
  const upload = useSavePhotoMutation();
  const [error, setError] = useState<string | null>(null);
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type) || file.size > PHOTO_MAX_BYTES) {
      setError(PHOTO_INVALID);
      return;
    }
    setError(null);
    const reader = new FileReader();
    reader.onload = () => upload.mutate({ image: String(reader.result) });
    reader.readAsDataURL(file);
  };
  const url = profile.data?.user.photoUrl;
  return (
    <Card as="section" aria-labelledby="photo-title">
      <Heading id="photo-title" $size="card">
        Photo
      </Heading>
      <p>Shown on your passes. Only you can see it here.</p>
      {url ? <Photo src={url} alt="Your photo" /> : null}
      <Label htmlFor="photo-file">Upload a photo (JPEG, PNG or WebP, up to 5 MB)</Label>
      <input id="photo-file" type="file" accept="image/jpeg,image/png,image/webp" onChange={choose} disabled={upload.isPending} />
      {error ? <ErrorState message={error} /> : null}
      {upload.isError ? <ErrorState message={visitorMessage(upload.error)} /> : null}
    </Card>
  );
}

function Forms({ prefs }: { prefs: PreferencesView }) {
  const alert = useSetSnowAlertMutation();
  const visitation = useSaveVisitationMutation();
  const firstTimer = useFirstTimerQuery();
  return (
    <>
      {firstTimer.data ? (
        <Alert $tone={firstTimer.data.eligible ? 'success' : 'info'} role="status">
          {firstTimer.data.reason}
        </Alert>
      ) : null}
      <TwoColumns>
        <EmailCard prefs={prefs} />
        <FieldsForm
          id="snow-alert"
          title="Snow alerts by text message"
          fields={[
            {
              name: 'smsNumber',
              label: 'Mobile number for SMS',
              type: 'tel',
              autoComplete: 'tel',
              check: phoneError,
              initial: prefs.snowAlert.smsNumber ?? '',
            },
            {
              name: 'resort',
              label: 'Resort',
              type: 'select',
              options: [
                { value: 'summit-peak', label: 'Summit Peak' },
                { value: 'cascade-ridge', label: 'Cascade Ridge' },
                { value: 'green-mountain', label: 'Green Mountain' },
                { value: 'coast-range', label: 'Coast Range' },
              ],
              initial: prefs.snowAlert.resorts[0] ?? 'summit-peak',
            },
            {
              name: 'minInches',
              label: 'Alert from this much new snow',
              type: 'select',
              options: [2, 4, 6, 8, 12].map((i) => ({ value: String(i), label: `${i} inches` })),
              initial: String(prefs.snowAlert.minInches ?? 6),
            },
          ]}
          submitLabel="Save snow alert"
          pending={alert.isPending}
          error={alert.error}
          done={alert.isSuccess ? 'Saved.' : null}
          onSubmit={(v) => alert.mutate({ smsNumber: v.smsNumber.trim(), resorts: [v.resort], minInches: Number(v.minInches) })}
        />
        <FieldsForm
          id="visitation"
          title="Visitation profile"
          fields={[
            {
              name: 'visitsPerSeason',
              label: 'Days on the mountain per season',
              type: 'select',
              options: options(VISITS_PER_SEASON),
              initial: prefs.visitation.visitsPerSeason ?? 'first-time',
            },
            {
              name: 'skiesWith',
              label: 'Usually with',
              type: 'select',
              options: options(SKIES_WITH),
              initial: prefs.visitation.skiesWith ?? 'family',
            },
            {
              name: 'ability',
              label: 'Ability',
              type: 'select',
              options: options(ABILITY),
              initial: prefs.visitation.ability ?? 'beginner',
            },
          ]}
          submitLabel="Save visitation profile"
          pending={visitation.isPending}
          error={visitation.error}
          done={visitation.isSuccess ? 'Saved.' : null}
          onSubmit={(v) =>
            visitation.mutate({
              visitsPerSeason: v.visitsPerSeason as (typeof VISITS_PER_SEASON)[number],
              skiesWith: v.skiesWith as (typeof SKIES_WITH)[number],
              ability: v.ability as (typeof ABILITY)[number],
            })
          }
        />
        <PhotoCard />
      </TwoColumns>
    </>
  );
}

/** Email preferences and opt in/out, snow alerts with SMS, visitation profile, first-timer promotion, photo. */
export function PreferencesPage() {
  const prefs = usePreferencesQuery();
  const guest = useGuestRedirect(prefs.error, PREFERENCES_PATH);
  return (
    <PageContainer as="section" aria-labelledby="preferences-title">
      <Heading as="h1" $size="page" id="preferences-title">
        Preferences and photo
      </Heading>
      <AccountNav current={PREFERENCES_PATH} />
      <LoadingOverlay active={prefs.isPending || guest} label="Loading your preferences">
        {prefs.isError && !guest ? <ErrorState message={visitorMessage(prefs.error)} /> : null}
        {prefs.data ? <Forms prefs={prefs.data} /> : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
