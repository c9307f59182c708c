import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Heading, PageContainer, navigate, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { RouteLink } from '../../../components/route-link';
import { ReleaseOfLiabilitySection } from '../../release-of-liability/components/release-of-liability-section';
import { useLogOut } from '../../session/model/log-out';
import { useProfileQuery } from '../api/get-profile';
import { UNAUTHORIZED, redirectToSignIn } from '../model/sign-in-redirect';
import { HouseholdSummary } from './household-summary';
import { ProfileSummary } from './profile-summary';

export const ACCOUNT_PATH = '/account';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};

  ${theme.media.tablet} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.lg};
`;

const ReleaseSpacing = styled.div`
  margin-top: ${theme.space.lg};
`;

const Greeting = styled.p`
  font-size: ${theme.typeScale.lg};
  margin: 0 0 ${theme.space.lg};
`;

export function AccountPage() {
  const profile = useProfileQuery();
  const logOut = useLogOut();
  const guest = profile.error?.status === UNAUTHORIZED;

  // A guest goes to sign in and comes back here.
  useEffect(() => {
    if (guest) redirectToSignIn(ACCOUNT_PATH);
  }, [guest]);

  const signOut = () => logOut.mutate(undefined, { onSuccess: () => navigate('/') });

  return (
    <PageContainer as="section" aria-labelledby="account-title">
      <Heading as="h1" $size="page" id="account-title">
        My account
      </Heading>
      <LoadingOverlay active={profile.isPending || guest} label="Loading your account">
        {profile.isError && !guest ? <ErrorState message={visitorMessage(profile.error)} /> : null}
        {logOut.isError ? <ErrorState message={visitorMessage(logOut.error)} /> : null}
        {profile.data ? (
          <>
            <Greeting>Welcome back, {profile.data.user.firstName}.</Greeting>
            <Grid>
              <ProfileSummary profile={profile.data} />
              {profile.data.household ? <HouseholdSummary household={profile.data.household} /> : null}
            </Grid>
            <ReleaseSpacing>
              <ReleaseOfLiabilitySection />
            </ReleaseSpacing>
            <Links aria-label="Account pages">
              <RouteLink href="/account/profile">Edit profile</RouteLink>
              <RouteLink href="/account/household">Manage household</RouteLink>
              <RouteLink href="/account/preferences">Preferences and photo</RouteLink>
              <RouteLink href="/account/reservations">Reservations</RouteLink>
              <RouteLink href="/account/season-pass">Season pass</RouteLink>
              <RouteLink href="/account/military">Military status</RouteLink>
              <RouteLink href="/account/requests">Cancellations and exceptions</RouteLink>
              <RouteLink href="/account/orders">My orders</RouteLink>
              <RouteLink href="/my-passes">My passes and auto renew</RouteLink>
              <RouteLink href="/cart">My cart</RouteLink>
              <Button type="button" $variant="secondary" onClick={signOut} disabled={logOut.isPending}>
                Sign out
              </Button>
            </Links>
          </>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
