import { useState } from 'react';
import { ChoiceBox } from '../../../components/choice-box';
import { Button, ErrorText, visitorMessage, Modal } from '@resort/shared';
import type { CartDto, TravelInsuranceView } from '../../../../contract';
import { useSetTravelInsuranceMutation } from '../api/set-travel-insurance';

interface Props {
  insurance: TravelInsuranceView;
  /** Shown when the visitor tried to go on without answering ('Please make a travel insurance selection.'). */
  error?: string | null;
  /** The cart changed on the server: here it is. */
  onChanged?: (cart: CartDto) => void;
  /**
   * The answer shown now: the visitor's pick at once (a click on Continue while it is being saved
   * counts it), or the server's answer again when saving it failed.
   */
  onPick?: (value: boolean | null) => void;
}

/**
 * Travel insurance for the cart (spec "travel insurance"): its price, its terms in a modal, and a
 * yes or no the visitor must give before the order is reviewed.
 */
export function TravelInsuranceChoice({ insurance, error = null, onChanged, onPick }: Props) {
  const [termsOpen, setTermsOpen] = useState(false);
  const save = useSetTravelInsuranceMutation();
  // The choice follows the click at once and stays shown until the cart handed in shows the saved
  // answer: the page that owns the cart may read it again only after the save has settled, and the
  // old answer must not come back in between. A failed save puts the server's answer back.
  const [picked, setPicked] = useState<{ value: boolean; over: boolean | null } | null>(null);
  // Once the cart shows a newer answer, the pick has served: a later reset of the cart's answer
  // must not bring it back.
  if (picked && insurance.chosen !== picked.over) setPicked(null);
  if (!insurance.offered) return null;
  const chosen = picked && insurance.chosen === picked.over ? picked.value : insurance.chosen;
  const choose = (value: boolean) => {
    setPicked({ value, over: insurance.chosen });
    onPick?.(value);
    save.mutate(value, {
      onSuccess: (cart) => onChanged?.(cart),
      onError: () => {
        setPicked(null);
        onPick?.(insurance.chosen);
      },
    });
  };
  const failure = save.isError ? visitorMessage(save.error) : null;

  return (
    // The choices stay enabled while the answer is saved: disabling the focused radio would drop
    // the keyboard's focus mid-group. aria-busy tells assistive technology instead.
    <ChoiceBox
      data-testid="travel-insurance"
      aria-busy={save.isPending}
      aria-describedby={error || failure ? 'travel-insurance-error' : undefined}
    >
      <legend>Travel insurance ({insurance.amountFormatted})</legend>
      <label htmlFor="travel-insurance-yes">
        <input
          id="travel-insurance-yes"
          data-testid="travel-insurance-yes"
          type="radio"
          name="travel-insurance"
          checked={chosen === true}
          onChange={() => choose(true)}
        />
        Yes, protect my trip for {insurance.amountFormatted}
      </label>
      <label htmlFor="travel-insurance-no">
        <input
          id="travel-insurance-no"
          data-testid="travel-insurance-no"
          type="radio"
          name="travel-insurance"
          checked={chosen === false}
          onChange={() => choose(false)}
        />
        No, I decline travel insurance
      </label>
      <Button type="button" $variant="link" onClick={() => setTermsOpen(true)}>
        Read the {insurance.terms.title}
      </Button>
      <Modal open={termsOpen} onClose={() => setTermsOpen(false)} title={insurance.terms.title}>
        <p>{insurance.terms.body}</p>
      </Modal>
      {failure || error ? (
        <ErrorText id="travel-insurance-error" role="alert">
          {error ?? failure}
        </ErrorText>
      ) : null}
    </ChoiceBox>
  );
}
