import styled from 'styled-components';
import { Heading, PageContainer, navigate, theme, useLocation } from '@resort/shared';
import { FormCard } from '../../../components/form-card';
import { RouteLink } from '../../../components/route-link';
import { FORGOT_PASSWORD_PATH } from '../model/paths';
import { safeReturnUrl, withReturnUrl } from '../model/return-url';
import { SignInForm } from './sign-in-form';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0 0;
`;

export function SignInPage() {
  const { search } = useLocation();
  const returnUrl = safeReturnUrl(search);
  return (
    <PageContainer>
      <FormCard as="section" aria-labelledby="signin-title">
        <Heading as="h1" $size="page" id="signin-title">
          Sign in
        </Heading>
        <SignInForm onSignedIn={() => navigate(returnUrl)} />
        <Links>
          <RouteLink href={withReturnUrl('/create-account', returnUrl)}>Create account</RouteLink>
          <RouteLink href={FORGOT_PASSWORD_PATH}>Forgot password?</RouteLink>
        </Links>
      </FormCard>
    </PageContainer>
  );
}
