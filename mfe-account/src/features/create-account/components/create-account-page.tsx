import { Heading, PageContainer, navigate, useLocation } from '@resort/shared';
import { FormCard } from '../../../components/form-card';
import { RouteLink } from '../../../components/route-link';
import { safeReturnUrl, withReturnUrl } from '../../sign-in/model/return-url';
import { FindMyCardSection } from '../../find-my-card/components/find-my-card-section';
import { CreateAccountForm } from './create-account-form';

export function CreateAccountPage() {
  const { search } = useLocation();
  const returnUrl = safeReturnUrl(search);
  return (
    <PageContainer>
      <FormCard as="section" aria-labelledby="create-account-title">
        <Heading as="h1" $size="page" id="create-account-title">
          Create account
        </Heading>
        <CreateAccountForm onCreated={() => navigate(returnUrl)} />
        <p>
          Already have an account? <RouteLink href={withReturnUrl('/sign-in', returnUrl)}>Sign in</RouteLink>
        </p>
        <FindMyCardSection />
      </FormCard>
    </PageContainer>
  );
}
