import React from 'react';
import styled from 'styled-components';
import { navigate, theme, useLocation } from '@resort/shared';
import { PageFrame } from '../../../components/page-frame';
import { RouteLink } from '../../../components/route-link';
import { FORGOT_PASSWORD_PATH } from '../model/paths';
import { safeReturnUrl, withReturnUrl } from '../model/return-url';
import { SignInForm } from './sign-in-form';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

export function SignInPage() {
  const { search } = useLocation();
  const returnUrl = safeReturnUrl(search);
  return (
    <PageFrame title="Sign in">
      <SignInForm onSignedIn={() => navigate(returnUrl)} />
      <Links>
        <RouteLink href={withReturnUrl('/create-account', returnUrl)}>Create account</RouteLink>
        <RouteLink href={FORGOT_PASSWORD_PATH}>Forgot password?</RouteLink>
      </Links>
    </PageFrame>
  );
}
