import styled from 'styled-components';
import { Button, ErrorState, theme, visitorMessage } from '@resort/shared';
import { useAddToWalletMutation } from '../api/add-to-wallet';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** "Add to mobile wallet": the pass as an Apple Wallet pass or a Google Wallet save link. */
export function WalletButtons({ passNumber }: { passNumber: string }) {
  const add = useAddToWalletMutation();
  return (
    <>
      <Row>
        <Button type="button" $variant="secondary" disabled={add.isPending} onClick={() => add.mutate({ wallet: 'apple', passNumber })}>
          Add to Apple Wallet
        </Button>
        <Button type="button" $variant="secondary" disabled={add.isPending} onClick={() => add.mutate({ wallet: 'google', passNumber })}>
          Add to Google Wallet
        </Button>
      </Row>
      {add.data ? (
        <p>
          <a href={add.data}>Open Google Wallet to save your pass</a>
        </p>
      ) : null}
      {add.isError ? <ErrorState message={visitorMessage(add.error)} /> : null}
    </>
  );
}
