import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ErrorState, Heading, theme, visitorMessage } from '@resort/shared';
import { type ConfigureField as FieldSpec } from '@resort/shared/cart';
import type { CartItemDto } from '../../../../contract';
import { useConfigureProductMutation } from '../api/configure-product';
import { answerOf, draftsOf, type Draft } from '../model/configure-answers';
import { ConfigureField } from './configure-field';

const Unit = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  ${theme.media.tablet} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 ${theme.space.md};
  }
  legend {
    font-weight: 600;
    padding: 0 ${theme.space.xs};
  }
`;

/** A unit's own fields under its traveler's name and date of birth, across the traveler grid. */
const UnitPart = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: 1fr 2fr; }
`;

interface Props {
  item: CartItemDto;
  /** Shown once the visitor asked to go on: what the line still needs, next to its field. */
  showUnmet: boolean;
  /** Each save in flight, so going on waits for it. */
  track: (saving: Promise<unknown>) => void;
  /**
   * Only this unit's fields, drawn inside the unit's traveler fields (a lesson participant's name
   * and level in one place); the item's own part is then drawn with `unitsElsewhere`.
   */
  unitIndex?: number;
  /** The units' fields are drawn with each unit's traveler: leave them out here. */
  unitsElsewhere?: boolean;
}

/**
 * The configure step of one product: the fields its line asks for, per product and per unit,
 * each saved as the visitor answers it (a tick or a choice at once, a text box when left).
 */
export function ProductConfiguration({ item, showUnmet, track, unitIndex: onlyUnit, unitsElsewhere = false }: Props) {
  const configure = item.configure!;
  const [drafts, setDrafts] = useState(() => draftsOf(configure.fields, configure.configuration, item.quantity));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useConfigureProductMutation();
  // Saves go out one after another, in the order of the answers: arrowing through a select sends
  // one per option passed, and the last one chosen must be the one the cart keeps.
  const saves = useRef<Promise<unknown>>(Promise.resolve());

  const itemFields = configure.fields.filter((f) => !f.perUnit);
  const unitFields = configure.fields.filter((f) => f.perUnit);
  const unmetFor = (key: string, unitIndex?: number) =>
    showUnmet ? configure.unmet.find((u) => u.key === key && u.unitIndex === unitIndex)?.message : undefined;

  const change = (field: FieldSpec, unitIndex: number | null, value: Draft, commit: boolean) => {
    setDrafts((d) =>
      unitIndex === null
        ? { ...d, item: { ...d.item, [field.key]: value } }
        : { ...d, units: d.units.map((u, i) => (i === unitIndex ? { ...u, [field.key]: value } : u)) },
    );
    if (!commit) return;
    const answer = answerOf(field, value);
    const body =
      unitIndex === null
        ? { item: { [field.key]: answer } }
        : { units: Array.from({ length: unitIndex + 1 }, (_, i) => (i === unitIndex ? { [field.key]: answer } : null)) };
    setFailure(null);
    const saving = saves.current
      .catch(() => undefined)
      .then(() => save.mutateAsync({ call: configure.call, cartProductId: item.id, ...body }));
    saves.current = saving;
    track(
      saving
        .then((cart) => {
          // What the line filled in itself (a saved renter picked fills the renter's fields) is shown at once.
          const saved = cart.items.find((i) => i.id === item.id)?.configure?.configuration;
          if (!saved || unitIndex === null) return;
          const fresh = draftsOf(configure.fields, saved, item.quantity).units[unitIndex];
          const filled = Object.keys(saved.units[unitIndex] ?? {}).filter((k) => k !== field.key && k in fresh);
          if (filled.length)
            setDrafts((d) => ({
              ...d,
              units: d.units.map((u, i) => (i === unitIndex ? { ...u, ...Object.fromEntries(filled.map((k) => [k, fresh[k]])) } : u)),
            }));
        })
        .catch((error) => setFailure(visitorMessage(error))),
    );
  };

  const unmetWithoutField = showUnmet ? configure.unmet.filter((u) => !configure.fields.some((f) => f.key === u.key)) : [];
  const failed = failure ? <ErrorState message={failure} /> : null;

  if (onlyUnit !== undefined) {
    return (
      <UnitPart>
        {unitFields.map((f) => (
          <ConfigureField
            key={f.key}
            id={`configure-${item.id}-${onlyUnit}-${f.key}`}
            field={f}
            value={drafts.units[onlyUnit]?.[f.key] ?? null}
            error={unmetFor(f.key, onlyUnit)}
            onChange={(v, commit) => change(f, onlyUnit, v, commit)}
          />
        ))}
        {failed}
      </UnitPart>
    );
  }
  if (unitsElsewhere && !itemFields.length && !unmetWithoutField.length && !failure) return null;

  return (
    <section aria-label={`${item.title} details`} data-testid={`configure-${item.id}`}>
      <Heading as="h3" $size="card">
        {item.title} · {item.dateFormatted}
      </Heading>
      {itemFields.map((f) => (
        <ConfigureField
          key={f.key}
          id={`configure-${item.id}-${f.key}`}
          field={f}
          value={drafts.item[f.key] ?? null}
          error={unmetFor(f.key)}
          onChange={(v, commit) => change(f, null, v, commit)}
        />
      ))}
      {unitFields.length && !unitsElsewhere
        ? drafts.units.map((unit, unitIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a unit is its position in the item (ticket 2 of 3); it has no other identity
            <Unit key={`${item.id}-${unitIndex}`}>
              <legend>
                {item.description} {unitIndex + 1} of {item.quantity}
              </legend>
              {unitFields.map((f) => (
                <ConfigureField
                  key={f.key}
                  id={`configure-${item.id}-${unitIndex}-${f.key}`}
                  field={f}
                  value={unit[f.key] ?? null}
                  error={unmetFor(f.key, unitIndex)}
                  onChange={(v, commit) => change(f, unitIndex, v, commit)}
                />
              ))}
            </Unit>
          ))
        : null}
      {unmetWithoutField.map((u) => (
        <ErrorState key={`${u.message}-${u.unitIndex ?? ''}`} message={u.message} />
      ))}
      {failed}
    </section>
  );
}
