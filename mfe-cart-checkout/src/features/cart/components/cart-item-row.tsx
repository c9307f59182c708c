import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, ErrorText, Heading, theme, visitorMessage } from '@resort/shared';
import { useToggleItemOptionMutation } from '../api/toggle-item-option';
import { useToggleNffMutation } from '../api/toggle-nff';
import { useChangePassOfferMutation } from '../api/change-pass-offer';
import { ConfigureField } from '../../checkout/components/configure-field';
import type { CartItemDto } from '../../../../contract';
import { ITEM_OPTION_CALLS, type ItemOptionKey } from '../../../../contract-rules';

const Row = styled(Card)`
  display: grid;
  gap: ${theme.space.sm};
  ${theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
`;

const Title = styled(Heading)`
  margin: 0;
`;

const Meta = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Price = styled.div`
  text-align: left;
  font-weight: 600;
  ${theme.media.tablet} {
    text-align: right;
  }
`;

const Option = styled.label`
  display: flex;
  gap: ${theme.space.xs};
  align-items: center;
  margin-top: ${theme.space.sm};
  font-size: ${theme.typeScale.sm};
  min-height: 44px;
  input { width: 20px; height: 20px; }
`;

/** The other offers the item can become, each with its price (a pass's better pass). */
function OfferSwitch({ item }: { item: CartItemDto }) {
  const change = useChangePassOfferMutation();
  if (item.offers.length === 0) return null;
  return (
    <>
      {item.offers.map((o) => (
        <p key={o.productId}>
          <Button
            type="button"
            $variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ cartProductId: item.id, productId: o.productId })}
          >
            Switch to the {o.title} ({o.unitPriceFormatted} each)
          </Button>
        </p>
      ))}
      {change.isError ? <ErrorText role="alert">{visitorMessage(change.error)}</ErrorText> : null}
    </>
  );
}

/** An optional extra or choice its line offers beside the item (a rental's damage waiver, a pass's insurance, its auto renew). */
function ItemOptionToggle({ item, option }: { item: CartItemDto; option: ItemOptionKey }) {
  const toggle = useToggleItemOptionMutation();
  // The box follows the click at once; the cart the server answers then confirms it (or puts it back).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const field = item.configure?.fields.find((f) => f.key === option);
  if (!field) return null;
  const saved = item.configure?.configuration.item[option] === true;
  const checked = chosen ?? saved;
  const save = (value: boolean) => {
    setChosen(value);
    toggle.mutate({ option, itemId: item.id, checked: value }, { onSettled: () => setChosen(null) });
  };
  if (field.kind === 'yes-no') {
    // A choice that must be made (auto renew), drawn as the configure step draws it: neither answer taken for the visitor.
    const answer = chosen ?? item.configure?.configuration.item[option];
    return (
      <ConfigureField
        id={`${option}-${item.id}`}
        field={field}
        value={typeof answer === 'boolean' ? answer : null}
        error={toggle.isError ? visitorMessage(toggle.error) : undefined}
        onChange={(value) => save(value === true)}
      />
    );
  }
  return (
    <>
      <Option>
        <input type="checkbox" checked={checked} disabled={toggle.isPending} onChange={(e) => save(e.target.checked)} />
        {field.label}
      </Option>
      {toggle.isError ? <ErrorText role="alert">{visitorMessage(toggle.error)}</ErrorText> : null}
    </>
  );
}

/** The lift line's answer for "no physical pass card" (spec: isOptOutPhysicalPassCard, saved by "toggle nff"). */
const NFF_KEY = 'isOptOutPhysicalPassCard';

/** Opting out of the physical pass card for a lift item: the phone is the pass. */
function NffToggle({ item }: { item: CartItemDto }) {
  const toggle = useToggleNffMutation();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const field = item.configure?.fields.find((f) => f.key === NFF_KEY);
  if (!field) return null;
  const checked = chosen ?? item.configure?.configuration.item[NFF_KEY] === true;
  return (
    <>
      <Option>
        <input
          type="checkbox"
          data-testid={`nff-${item.id}`}
          checked={checked}
          disabled={toggle.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            toggle.mutate(item.id, { onSettled: () => setChosen(null) });
          }}
        />
        {field.label}
      </Option>
      {toggle.isError ? <ErrorText role="alert">{visitorMessage(toggle.error)}</ErrorText> : null}
    </>
  );
}

const OPTION_KEYS = Object.keys(ITEM_OPTION_CALLS) as ItemOptionKey[];

interface Props {
  item: CartItemDto;
  onRemove?: (item: CartItemDto) => void;
  removing?: boolean;
}

export function CartItemRow({ item, onRemove, removing = false }: Props) {
  const details = [item.resortName, item.dateFormatted, item.display.duration, `Qty ${item.quantity}`].filter(Boolean).join(' · ');
  return (
    <Row as="li" data-testid={`cart-item-${item.id}`}>
      <div>
        <Title $size="card">{item.title}</Title>
        <Meta>{item.description}</Meta>
        <Meta>{details}</Meta>
        {item.charges.map((c) => (
          <Meta key={c.name}>
            {c.name}: {c.amountFormatted}
          </Meta>
        ))}
        {onRemove ? OPTION_KEYS.map((option) => <ItemOptionToggle key={option} item={item} option={option} />) : null}
        {onRemove ? <NffToggle item={item} /> : null}
        {onRemove ? <OfferSwitch item={item} /> : null}
      </div>
      <Price>
        <div>{item.lineAmountFormatted}</div>
        <Meta>
          {item.quantity} × {item.unitPriceFormatted}
        </Meta>
        {onRemove ? (
          <Button type="button" $variant="link" onClick={() => onRemove(item)} disabled={removing} aria-label={`Remove ${item.title}`}>
            Remove
          </Button>
        ) : null}
      </Price>
    </Row>
  );
}
