import React from 'react';
import { navigate, useLocation } from '@resort/shared';
import { PageFrame } from '../../../components/page-frame';
import { RouteLink } from '../../../components/route-link';
import { safeReturnUrl, withReturnUrl } from '../../sign-in/model/return-url';
import { CreateAccountForm } from './create-account-form';

export function CreateAccountPage() {
  const { search } = useLocation();
  const returnUrl = safeReturnUrl(search);
  return (
    <PageFrame title="Create account">
      <CreateAccountForm onCreated={() => navigate(returnUrl)} />
      <p>
        Already have an account? <RouteLink href={withReturnUrl('/sign-in', returnUrl)}>Sign in</RouteLink>
      </p>
    </PageFrame>
  );
}
