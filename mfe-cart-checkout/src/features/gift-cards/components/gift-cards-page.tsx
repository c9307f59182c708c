import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  Field,
  Heading,
  Input,
  PageContainer,
  Select,
  addToCart,
  formatMoney,
  theme,
  visitorMessage,
} from '@resort/shared';
import { isoFromInput } from '@resort/shared/dates';
import type { GenericProduct } from '../../../../contract';
import { useGenericProductsQuery } from '../api/get-generic-products';

export const GIFT_CARDS_PATH = '/cart/gift-cards';

/** Amounts offered on the page, in minor units; the contract takes any from $25 to $500 in $5 steps. */
const AMOUNTS = [2500, 5000, 10000, 15000, 25000, 50000];
const INVALID_DAY = 'Enter a valid date (MM/DD/YYYY).';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; }
`;

/** One product: its day (sent on, or valid on), amount for a gift card, quantity, and "Add to cart". */
function GenericProductCard({ product }: { product: GenericProduct }) {
  const giftCard = product.kind === 'gift-card';
  const [amount, setAmount] = useState(String(AMOUNTS[1]));
  const [day, setDay] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = (name: string) => `${product.id}-${name}`;
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const date = isoFromInput(day.trim());
    if (!date) return setError(INVALID_DAY);
    setError(null);
    setPending(true);
    const result = await addToCart({
      line: 'generic',
      productId: product.id,
      date,
      quantity: Number(quantity),
      options: giftCard ? { amount: Number(amount) } : {},
    });
    setPending(false);
    setRefusal(result.success ? null : visitorMessage(result));
  };
  return (
    <Card as="section" aria-labelledby={id('title')}>
      <Heading as="h2" $size="card" id={id('title')}>
        {product.title}
      </Heading>
      <p>{product.description}</p>
      {product.price !== null ? <p>{formatMoney(product.price, product.currency)} a day</p> : null}
      <form onSubmit={add} noValidate>
        {giftCard ? (
          <Field id={id('amount')} label="Amount">
            <Select id={id('amount')} value={amount} onChange={(e) => setAmount(e.target.value)}>
              {AMOUNTS.map((a) => (
                <option key={a} value={a}>
                  {formatMoney(a, product.currency)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field id={id('day')} label={giftCard ? 'Send on (MM/DD/YYYY)' : 'Day (MM/DD/YYYY)'} error={error}>
          <Input
            id={id('day')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="MM/DD/YYYY"
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
        </Field>
        <Field id={id('quantity')} label={giftCard ? 'Cards' : 'Passes'}>
          <Select id={id('quantity')} value={quantity} onChange={(e) => setQuantity(e.target.value)}>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={pending}>
          Add to cart
        </Button>
        {refusal ? <Alert role="alert">{refusal}</Alert> : null}
      </form>
    </Card>
  );
}

/** Gift cards and parking ("add to cart for generic"): the operator's own products, added to the cart like any line's. */
export function GiftCardsPage() {
  const products = useGenericProductsQuery();
  return (
    <PageContainer as="section" aria-labelledby="gift-cards-title">
      <Heading as="h1" $size="page" id="gift-cards-title">
        Gift cards and parking
      </Heading>
      {products.isError ? <ErrorState message={visitorMessage(products.error)} /> : null}
      <Grid>
        {products.data?.products.map((p) => (
          <GenericProductCard key={p.id} product={p} />
        ))}
      </Grid>
    </PageContainer>
  );
}
