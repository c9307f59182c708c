import React, { useState } from 'react';
import { Button } from '@resort/shared';
import type { CartItemDto } from '../../cart/model/cart-types';
import { OopsMessage } from '../../cart/components/oops-message';
import { assignTraveler } from '../api/assign-traveler';
import { checkTraveler, fieldOfMessage, initialTravelers, unitKey, type TravelerErrors, type TravelerValues } from '../model/traveler-form';
import { TravelerFields } from './traveler-fields';

interface Props {
  items: CartItemDto[];
  onDone: () => void;
}

/** Step 1, configure products: a person for every unit of every product that needs one. */
export function TravelerStep({ items, onDone }: Props) {
  const [values, setValues] = useState<Record<string, TravelerValues>>(() => initialTravelers(items));
  const [errors, setErrors] = useState<Record<string, TravelerErrors>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const configurable = items.filter((i) => i.units.length > 0);

  const save = async () => {
    setGeneral(null);
    const found: Record<string, TravelerErrors> = {};
    for (const item of configurable) {
      for (const unit of item.units) {
        const key = unitKey(item.id, unit.unitIndex);
        const unitErrors = checkTraveler(values[key], item);
        if (Object.keys(unitErrors).length) found[key] = unitErrors;
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    for (const item of configurable) {
      for (const unit of item.units) {
        const key = unitKey(item.id, unit.unitIndex);
        const result = await assignTraveler({ itemId: item.id, unitIndex: unit.unitIndex, ...values[key] });
        if (!result.success) {
          setBusy(false);
          const message = String(result.data);
          const field = fieldOfMessage(message);
          if (field) setErrors({ [key]: { [field]: message } });
          else setGeneral(message);
          return;
        }
      }
    }
    setBusy(false);
    onDone();
  };

  return (
    <div>
      {configurable.length === 0 ? <p>Nothing to configure: your products need no traveler details.</p> : null}
      {configurable.map((item) => (
        <div key={item.id}>
          <h3>
            {item.title} · {item.dateFormatted}
          </h3>
          {item.units.map((unit) => {
            const key = unitKey(item.id, unit.unitIndex);
            return (
              <TravelerFields
                key={key}
                itemId={item.id}
                unitIndex={unit.unitIndex}
                legend={`${item.description} ${unit.unitIndex + 1} of ${item.quantity}`}
                values={values[key]}
                errors={errors[key] ?? {}}
                onChange={(v) => setValues((all) => ({ ...all, [key]: v }))}
              />
            );
          })}
        </div>
      ))}
      {general ? <OopsMessage message={general} /> : null}
      <Button type="button" data-testid="save-travelers" onClick={save} disabled={busy}>
        Save and continue
      </Button>
    </div>
  );
}
