import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  ErrorState,
  Field,
  Heading,
  PageContainer,
  Select,
  formatMoney,
  theme,
  visitorMessage,
  Modal,
} from '@resort/shared';
import { displayDate } from '@resort/shared/dates';
import { LoadingOverlay, ResortOptions } from '@resort/shared/ui';
import { MEG_SIGN_IN, MEG_UNDER_18 } from '../../../../contract-rules';
import { useAddMembershipToCartMutation } from '../api/add-membership-to-cart';
import { useMyEpicGearProductsQuery } from '../api/get-my-epic-gear-products';
import { MegLotteryForm } from './meg-lottery-form';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} { grid-template-columns: 3fr 2fr; align-items: start; }
`;

const Benefits = styled.ul`
  margin: ${theme.space.md} 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
  li { padding-left: 28px; position: relative; }
  li::before { content: '✓'; position: absolute; left: 0; color: ${theme.colors.success}; font-weight: 700; }
`;

const Price = styled.p`
  font-size: ${theme.typeScale.xxl};
  font-weight: 700;
  margin: ${theme.space.sm} 0;
`;

const Small = styled.p`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
  margin: 0 0 ${theme.space.md};
`;

/**
 * /my-epic-gear: the membership the rentals upsell leads to. Its benefits, each resort's price for
 * the season, and one add to the cart; a guest is asked to sign in and an under-18 account sees
 * the spec's under-18 modal (the server refuses both too).
 */
export function MyEpicGearPage() {
  const products = useMyEpicGearProductsQuery();
  const add = useAddMembershipToCartMutation();
  const [resortId, setResortId] = useState('summit-peak');
  const [under18, setUnder18] = useState(false);
  const product = products.data?.products.find((p) => p.resortId === resortId) ?? products.data?.products[0];
  const refusal = add.isError ? visitorMessage(add.error) : null;

  return (
    <PageContainer as="section" aria-labelledby="meg-heading">
      <Heading as="h1" $size="page" id="meg-heading">
        My Epic Gear
      </Heading>
      <LoadingOverlay active={products.isLoading} label="Loading the membership">
        {products.isError ? <ErrorState message={visitorMessage(products.error)} /> : null}
        {product ? (
          <Layout>
            <div>
              <p>
                Your own skis or snowboard and boots, chosen once and waiting at the slope every day you ride, for one price all season.
              </p>
              <Heading as="h2" $size="section">
                What members get
              </Heading>
              <Benefits>
                {product.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </Benefits>
              <Small>Membership is for guests 18 and over to buy; the member may be anyone in your household.</Small>
            </div>
            <Card as="section" aria-labelledby="meg-buy">
              <Heading as="h2" $size="card" id="meg-buy">
                Season {product.season}
              </Heading>
              <Field id="meg-resort" label="Home resort">
                <Select id="meg-resort" value={product.resortId} onChange={(e) => setResortId(e.target.value)}>
                  <ResortOptions />
                </Select>
              </Field>
              <Price data-testid="meg-price">{formatMoney(product.price, product.currency)}</Price>
              <Small>
                {displayDate(product.startDate)} to {displayDate(product.endDate)} at {product.resortName}
                {product.soldOut ? '' : ` · ${product.placesLeft} memberships left`}
              </Small>
              <Button
                type="button"
                $block
                disabled={product.soldOut || add.isPending}
                aria-busy={add.isPending}
                onClick={() =>
                  add.mutate(product, {
                    onError: (error) => {
                      if (visitorMessage(error) === MEG_UNDER_18) setUnder18(true);
                    },
                  })
                }
              >
                {product.soldOut ? 'Sold Out' : add.isPending ? 'Adding…' : 'Add membership to cart'}
              </Button>
              {refusal === MEG_SIGN_IN ? (
                <Alert $tone="info" role="status">
                  {MEG_SIGN_IN} <a href="/sign-in">Sign in</a> or <a href="/create-account">create an account</a>.
                </Alert>
              ) : refusal && refusal !== MEG_UNDER_18 ? (
                <Alert role="alert">{refusal}</Alert>
              ) : null}
            </Card>
          </Layout>
        ) : null}
      </LoadingOverlay>
      <MegLotteryForm resortId={resortId} />
      <Modal open={under18} onClose={() => setUnder18(false)} title="An adult must buy this membership">
        <p role="alert">{MEG_UNDER_18}</p>
        <p>Ask a parent or another adult in your household to sign in and buy it for you: they can name you as the member.</p>
        <ButtonLink href="/rentals">Rent gear instead</ButtonLink>
      </Modal>
    </PageContainer>
  );
}
