import styled from 'styled-components';
import { Button, ButtonLink, theme, Modal } from '@resort/shared';
import type { MyEpicGearContent } from '../../../../contract';
import { ComparisonTable } from './comparison-table';

const Subtitle = styled.p`
  font-weight: 600;
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.navy};
`;

const Tables = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space.md};
  margin: ${theme.space.md} 0;
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
`;

const Disclaimer = styled.p`
  font-size: ${theme.typeScale.xs};
  color: ${theme.colors.slate};
  margin: ${theme.space.md} 0 0;
`;

const Icon = styled.span`
  display: inline-block;
  margin-right: ${theme.space.xs};
  color: ${theme.colors.accent};
`;

interface MyEpicGearModalProps {
  open: boolean;
  content: MyEpicGearContent;
  /** Closing it in any way continues to the rentals search. */
  onClose: () => void;
  /** The upgrade button leaves for the membership page instead of the search. */
  onUpgrade: (url: string) => void;
}

/** The My Epic Gear upsell shown once before a rentals search (spec: My Epic Gear upsell modal). */
export function MyEpicGearModal({ open, content, onClose, onUpgrade }: MyEpicGearModalProps) {
  const megTitle = (
    <>
      {content.ShowMyEpicGearIcon ? (
        <Icon aria-hidden="true" data-testid="meg-icon">
          ★
        </Icon>
      ) : null}
      {content.MEGTitle}
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title={content.Title}>
      <Subtitle>{content.Subtitle}</Subtitle>
      <p>{content.Body}</p>
      <Tables>
        <ComparisonTable testId="meg-table" title={megTitle} rows={[content.MEGRow1Text, content.MEGRow2Text, content.MEGRow3Text]} />
        <ComparisonTable
          testId="rentals-table"
          title={content.RentalsTitle}
          rows={[content.RentalsRow1Text, content.RentalsRow2Text, content.RentalsRow3Text]}
        />
      </Tables>
      <Actions>
        <ButtonLink
          href={content.MyEpicGearCTA.Url}
          onClick={(event) => {
            event.preventDefault();
            onUpgrade(content.MyEpicGearCTA.Url);
          }}
        >
          {content.MyEpicGearCTA.Text}
        </ButtonLink>
        <Button type="button" $variant="link" onClick={onClose}>
          {content.ContinueToRentalsCTAText}
        </Button>
      </Actions>
      <Disclaimer>{content.Disclaimer}</Disclaimer>
    </Modal>
  );
}
