import { Alert, ErrorState, visitorMessage, type RentalSeason } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { useRentalWidgetQuery } from '../api/get-rental-widget';
import { RentalForm } from './rental-form';

interface SeasonPanelProps {
  resort: string;
  season: RentalSeason;
  suggestedStart?: string;
}

/** One season's widget: loading, failure, a closed season, or the form. */
export function SeasonPanel({ resort, season, suggestedStart }: SeasonPanelProps) {
  const widget = useRentalWidgetQuery(resort, season);
  if (widget.isPending) return <LoadingOverlay active label="Loading rental dates" />;
  if (widget.isError) return <ErrorState message={visitorMessage(widget.error)} />;
  if (!widget.data.isSeasonOpen) {
    return (
      <Alert $tone="info" role="status">
        Rentals for this season are not open for booking yet.
      </Alert>
    );
  }
  return <RentalForm model={widget.data} resort={resort} suggestedStart={suggestedStart} />;
}
