import React from 'react';
import styled from 'styled-components';
import { Alert, GENERIC_API_ERROR, LoadingOverlay, theme, type RentalSeason } from '@resort/shared';
import { useWidgetModel } from '../model/use-widget-model';
import { RentalForm } from './rental-form';

const Notice = styled.p`
  color: ${theme.colors.slate};
  margin: ${theme.space.md} 0;
`;

interface SeasonPanelProps {
  resort: string;
  season: RentalSeason;
  suggestedStart?: string;
}

/** One season's widget: loading, failure, a closed season, or the form. */
export function SeasonPanel({ resort, season, suggestedStart }: SeasonPanelProps) {
  const loaded = useWidgetModel(resort, season);
  if (loaded.status === 'loading') return <LoadingOverlay active label="Loading rental dates" />;
  if (loaded.status === 'error') {
    return (
      <Alert $tone="error" role="alert">
        <strong>Oops!</strong> {GENERIC_API_ERROR}
      </Alert>
    );
  }
  if (!loaded.model.isSeasonOpen) return <Notice role="status">Rentals for this season are not open for booking yet.</Notice>;
  return <RentalForm model={loaded.model} resort={resort} suggestedStart={suggestedStart} />;
}
