import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, LoadingOverlay, navigate, theme } from '@resort/shared';
import { OopsAlert } from '../../../components/oops-alert';
import { PageFrame } from '../../../components/page-frame';
import { RouteLink } from '../../../components/route-link';
import { logOut } from '../../session/model/log-out';
import { getProfile, type Profile } from '../api/get-profile';
import { UNAUTHORIZED, redirectToSignIn } from '../model/sign-in-redirect';
import { HouseholdSummary } from './household-summary';
import { ProfileSummary } from './profile-summary';

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

const Greeting = styled.p`
  font-size: ${theme.typeScale.lg};
  margin: 0 0 ${theme.space.lg};
`;

type State = { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'failed' };

export function AccountPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [signOutFailed, setSignOutFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void getProfile().then((result) => {
      if (cancelled) return;
      if (result.success) setState({ status: 'ready', profile: result.data });
      else if (result.status === UNAUTHORIZED) redirectToSignIn('/account');
      else setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const signOut = async () => {
    setSignOutFailed(false);
    if (await logOut()) navigate('/');
    else setSignOutFailed(true);
  };

  return (
    <PageFrame title="My account" wide>
      <LoadingOverlay active={state.status === 'loading'} label="Loading your account">
        {state.status === 'failed' ? <OopsAlert /> : null}
        {signOutFailed ? <OopsAlert /> : null}
        {state.status === 'ready' ? (
          <>
            <Greeting>Welcome back, {state.profile.user.firstName}.</Greeting>
            <Grid>
              <ProfileSummary profile={state.profile} />
              {state.profile.household ? <HouseholdSummary household={state.profile.household} /> : null}
            </Grid>
            <Links aria-label="Account">
              <RouteLink href="/account/orders">My orders</RouteLink>
              <RouteLink href="/cart">My cart</RouteLink>
              <Button type="button" $variant="secondary" onClick={signOut}>
                Sign out
              </Button>
            </Links>
          </>
        ) : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
