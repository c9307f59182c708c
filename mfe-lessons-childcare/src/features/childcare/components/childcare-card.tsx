import { Heading, formatMoney } from '@resort/shared';
import { Meta, Price, ResultCard } from '../../results/components/result-card';
import type { ChildcareProductView } from '../api/list-childcare-products';

// Babies and toddlers are counted in months, older children in years, as parents say it.
const ageRange = ({ minAgeMonths, maxAgeMonths }: ChildcareProductView) =>
  maxAgeMonths < 36 ? `${minAgeMonths}-${maxAgeMonths} months` : `${Math.floor(minAgeMonths / 12)}-${Math.floor(maxAgeMonths / 12)} years`;

export function ChildcareCard({ product }: { product: ChildcareProductView }) {
  return (
    <ResultCard data-testid={`childcare-${product.id}`}>
      <Heading as="h2" $size="card">
        {product.title}
      </Heading>
      <Meta>
        {product.resortName} · {ageRange(product)}
      </Meta>
      <p>{product.description}</p>
      <Price>
        {formatMoney(product.price, product.currency)} <Meta as="span">per day</Meta>
      </Price>
    </ResultCard>
  );
}
