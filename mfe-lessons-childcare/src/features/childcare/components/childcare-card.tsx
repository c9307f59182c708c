import React from 'react';
import { formatMoney } from '@resort/shared';
import { Card, Meta, Price } from '../../../components/result-card';
import type { ChildcareProductView } from '../api/list-childcare-products';

// Babies and toddlers are counted in months, older children in years, as parents say it.
const ageRange = ({ minAgeMonths, maxAgeMonths }: ChildcareProductView) =>
  maxAgeMonths < 36 ? `${minAgeMonths}-${maxAgeMonths} months` : `${Math.floor(minAgeMonths / 12)}-${Math.floor(maxAgeMonths / 12)} years`;

export function ChildcareCard({ product }: { product: ChildcareProductView }) {
  return (
    <Card data-testid={`childcare-${product.id}`}>
      <h2>{product.title}</h2>
      <Meta>
        {product.resortName} · {ageRange(product)}
      </Meta>
      <p>{product.description}</p>
      <Price>
        {formatMoney(product.price, product.currency)} <Meta as="span">per day</Meta>
      </Price>
    </Card>
  );
}
