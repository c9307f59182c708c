import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getEventBus, theme } from '@resort/shared';
import { readConsent } from '@resort/shared/rules';
import { ResponsiveImage, useTracking } from '@resort/shared/ui';
import { useOffer } from '../api/get-offer';
import type { Offer } from '../../../contract';

const Card = styled.aside`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space.md};
  align-items: center;
  background: ${theme.colors.mist};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  margin-bottom: ${theme.space.xxl};
  ${theme.media.tablet} { grid-template-columns: 240px 1fr; }
  div.text { padding: ${theme.space.md}; }
  h2 { margin: 0 0 ${theme.space.xs}; font-size: ${theme.typeScale.lg}; }
  p { margin: 0 0 ${theme.space.sm}; color: ${theme.colors.slate}; }
  a { font-weight: 600; }
`;

/** Whether the visitor allowed personalised offers (updated when they change their choice). */
function usePersonalisationConsent(): boolean {
  const [allowed, setAllowed] = useState(() => readConsent().personalisation);
  useEffect(() => {
    const subscription = getEventBus().consent$.subscribe((choice) => setAllowed(choice.personalisation));
    return () => subscription.unsubscribe();
  }, []);
  return allowed;
}

/** A personalised offer, with consent: it never holds up or breaks the page (a failure shows nothing). */
export function PersonalOffer({ activity }: { activity: string }) {
  const allowed = usePersonalisationConsent();
  const offer = useOffer(activity, allowed);
  const data = offer.data?.offer;
  if (!allowed || !data) return null;
  return <OfferCard activity={activity} offer={data} />;
}

function OfferCard({ activity, offer: data }: { activity: string; offer: Offer }) {
  const ref = useTracking<HTMLElement>(`offer:${activity}`, { promotion: true });
  return (
    <Card ref={ref} aria-label="An offer for you" data-testid="personal-offer">
      <ResponsiveImage src={data.image} alt="" aspectRatio={4 / 3} sizes="240px" />
      <div className="text">
        <h2>{data.title}</h2>
        <p>{data.text}</p>
        <a href={data.href}>See the offer</a>
      </div>
    </Card>
  );
}
