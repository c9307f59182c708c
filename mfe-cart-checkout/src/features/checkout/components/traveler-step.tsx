import { useRef, useState } from 'react';
import { type ApiError, Button, ErrorState, Heading, visitorMessage } from '@resort/shared';
import type { CartItemDto, MilitaryView, PrimaryTravelerView } from '../../../../contract';
import { MilitaryVerification } from './military-verification';
import { usePrimaryTravelerMutation, useAssignTravelerMutation, useUnassignTravelerMutation } from '../api/assign-traveler';
import { checkConfigurationComplete } from '../api/configure-product';
import { ProductConfiguration } from './product-configuration';
import { checkTraveler, fieldOfMessage, initialTravelers, unitKey, type TravelerErrors, type TravelerValues } from '../model/traveler-form';
import { TravelerFields } from './traveler-fields';

/** Whether the line asks something of each unit's person, drawn with that person's name. */
const hasUnitFields = (item: CartItemDto) => Boolean(item.configure?.fields.some((f) => f.perUnit));

interface Props {
  items: CartItemDto[];
  /** The trip's primary traveler, as the cart has it. */
  primary?: PrimaryTravelerView | null;
  /** The cart's military verification, for products sold only to military members. */
  military?: MilitaryView;
  onDone: () => void;
  /** The cart changed on the server (the order is read again, with what is still unmet). */
  onChanged: () => void;
}

/**
 * Step 1, configure products: a person for every unit of every product that needs one, and what
 * each product's line asks for (release of liability, assigned person, heights...).
 */
export function TravelerStep({ items, primary = null, military, onDone, onChanged }: Props) {
  const saving = useRef(new Set<Promise<unknown>>());
  const [showUnmet, setShowUnmet] = useState(false);
  const track = (p: Promise<unknown>) => {
    saving.current.add(p);
    void p.finally(() => saving.current.delete(p));
  };
  const withFields = items.filter((i) => i.configure);
  const [values, setValues] = useState<Record<string, TravelerValues>>(() => initialTravelers(items));
  const [errors, setErrors] = useState<Record<string, TravelerErrors>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const assign = useAssignTravelerMutation();
  const unassign = useUnassignTravelerMutation();
  const makePrimary = usePrimaryTravelerMutation();
  const assignedCount = items.reduce((n, i) => n + i.units.filter((u) => u.assignee).length, 0);
  const clear = (itemId: string, unitIndex: number) => {
    const key = unitKey(itemId, unitIndex);
    unassign.mutate(
      { itemId, unitIndex },
      {
        onSuccess: () => {
          setValues((all) => ({ ...all, [key]: { firstName: '', lastName: '', dateOfBirth: '' } }));
          onChanged();
        },
        onError: (error) => setGeneral(visitorMessage(error)),
      },
    );
  };
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
    if (Object.keys(found).length) {
      // Everything else still missing is shown at the same time, not one step after the other.
      setShowUnmet(true);
      return;
    }
    // One call per unit, in turn; the first refusal stops the rest and is shown where it belongs.
    for (const item of configurable) {
      for (const unit of item.units) {
        const key = unitKey(item.id, unit.unitIndex);
        try {
          await assign.mutateAsync({ itemId: item.id, unitIndex: unit.unitIndex, ...values[key] });
        } catch (error) {
          const message = visitorMessage(error as ApiError);
          const field = fieldOfMessage(message);
          if (field) setErrors({ [key]: { [field]: message } });
          else setGeneral(message);
          return;
        }
      }
    }
    await Promise.allSettled([...saving.current]);
    try {
      const { complete } = await checkConfigurationComplete();
      if (!complete) {
        setShowUnmet(true);
        onChanged();
        return;
      }
    } catch (error) {
      setGeneral(visitorMessage(error as ApiError));
      return;
    }
    onDone();
  };

  return (
    <div>
      {configurable.length === 0 && withFields.length === 0 && !military?.required ? (
        <p>Nothing to configure: your products need no traveler details.</p>
      ) : null}
      {configurable.map((item) => (
        <div key={item.id}>
          <Heading as="h3" $size="card">
            {item.title} · {item.dateFormatted}
          </Heading>
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
                onClear={unit.assignee ? () => clear(item.id, unit.unitIndex) : undefined}
                primary={
                  // Chosen among two or more people saved; one alone is the primary traveler anyway.
                  unit.assignee && assignedCount > 1
                    ? {
                        checked: primary?.itemId === item.id && primary.unitIndex === unit.unitIndex,
                        onChoose: () =>
                          makePrimary.mutate(
                            { itemId: item.id, unitIndex: unit.unitIndex },
                            { onSuccess: onChanged, onError: (e) => setGeneral(visitorMessage(e)) },
                          ),
                      }
                    : undefined
                }
              >
                {hasUnitFields(item) ? (
                  <ProductConfiguration item={item} unitIndex={unit.unitIndex} showUnmet={showUnmet} track={track} />
                ) : null}
              </TravelerFields>
            );
          })}
        </div>
      ))}
      {withFields.map((item) => (
        <ProductConfiguration
          key={item.id}
          item={item}
          showUnmet={showUnmet}
          track={track}
          unitsElsewhere={item.units.length > 0 && hasUnitFields(item)}
        />
      ))}
      {military ? <MilitaryVerification military={military} showUnmet={showUnmet} onChanged={onChanged} /> : null}
      {general ? <ErrorState message={general} /> : null}
      <Button type="button" data-testid="save-travelers" onClick={save} disabled={assign.isPending}>
        Save and continue
      </Button>
    </div>
  );
}
