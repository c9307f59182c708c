import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_OF_LIABILITY, RELEASE_OF_LIABILITY_REQUIRED, REQUIRED_FIELD, type ReleaseOfLiabilityAnswer } from '../../../../contract';
import { ReleaseOfLiabilitySection } from './release-of-liability-section';

const getRelease = mockApi('GET', '/api/account/release-of-liability');
const sign = mockApi('POST', '/api/account/release-of-liability');
mockApi('GET', '/api/account/alerts').mockResolvedValue({ success: true, status: 200, data: { sitewide: null, account: null } });

const unsigned: ReleaseOfLiabilityAnswer = {
  season: '2026-27',
  title: 'Release of Liability',
  text: RELEASE_OF_LIABILITY,
  textVersion: 'abc123',
  signature: null,
};

describe('release of liability section', () => {
  it("asks for agreement and the holder's name before signing, then shows the signature", async () => {
    getRelease.mockResolvedValue({ success: true, status: 200, data: unsigned });
    sign.mockResolvedValue({
      success: true,
      status: 200,
      data: {
        ...unsigned,
        signature: { signedName: 'Robin Rivers', season: '2026-27', textVersion: 'abc123', signedAt: '2026-06-01T15:00:00.000Z' },
      },
    });
    renderInRemote(<ReleaseOfLiabilitySection />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Sign the release of liability' });
    expect(within(form).getByRole('region', { name: 'Release of Liability text' })).toHaveTextContent(RELEASE_OF_LIABILITY);
    await user.click(within(form).getByRole('button', { name: 'Sign the release' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([RELEASE_OF_LIABILITY_REQUIRED, REQUIRED_FIELD]);
    expect(sign).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('checkbox', { name: 'I agree to the Release of Liability' }));
    await user.type(within(form).getByLabelText('Type your full name to sign'), ' Robin Rivers ');
    await user.click(within(form).getByRole('button', { name: 'Sign the release' }));
    expect(sign).toHaveBeenCalledWith({ agree: true, signedName: 'Robin Rivers' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Signed by Robin Rivers on 06/01/2026. You are set for the 2026-27 season.',
    );
  });

  it("shows the server's refusal in its words", async () => {
    getRelease.mockResolvedValue({ success: true, status: 200, data: unsigned });
    sign.mockResolvedValue({ success: false, status: 400, data: 'Type your full name as it appears on your account to sign.' as never });
    renderInRemote(<ReleaseOfLiabilitySection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the Release of Liability' }));
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Sign the release' }));
    expect(await screen.findByText('Type your full name as it appears on your account to sign.')).toBeInTheDocument();
  });
});
