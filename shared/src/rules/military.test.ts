import * as shared from './index';
import {
  EARLIEST_DISCHARGE_YEAR,
  judgeMilitary,
  MILITARY_UNVERIFIED,
  militaryReviewMessage,
  SPONSOR_MIN_AGE,
  type MilitaryStatusInput,
} from './military';

const today = '2026-02-10';

describe('military verification rule (spec sections 5, 8, 9)', () => {
  it('is one rule, reached through the rules entry', () => {
    expect(shared.judgeMilitary).toBe(judgeMilitary);
    expect(shared.MILITARY_UNVERIFIED).toBe('Sorry, we are unable to verify your status.');
    expect(MILITARY_UNVERIFIED).toBe('Sorry, we are unable to verify your status.');
  });

  it('"honorable discharge year" and "sponsor attestation" are required answers, not refusals', () => {
    expect(judgeMilitary({ country: 'US', branch: 'army', status: 'veteran' }, today)).toEqual({
      outcome: 'missing',
      field: 'dischargeYear',
    });
    expect(judgeMilitary({ country: 'US', branch: 'army', status: 'dependent', sponsorDateOfBirth: '01/01/1980' }, today)).toEqual({
      outcome: 'missing',
      field: 'sponsorAttested',
    });
    expect(judgeMilitary({ country: 'US', branch: 'army', status: 'dependent', sponsorAttested: true }, today)).toEqual({
      outcome: 'missing',
      field: 'sponsorDateOfBirth',
    });
  });

  it.each([
    ['a discharge year before the records start', { status: 'veteran', dischargeYear: EARLIEST_DISCHARGE_YEAR - 1 }],
    ['a discharge year in the future', { status: 'retired', dischargeYear: 2027 }],
    ['a sponsor under 18', { status: 'dependent', sponsorAttested: true, sponsorDateOfBirth: `02/11/${2026 - SPONSOR_MIN_AGE}` }],
    ['a retired Space Force member', { branch: 'space-force', status: 'retired', dischargeYear: 2024 }],
    ['the National Guard outside the United States', { country: 'CA', branch: 'national-guard', status: 'active-duty' }],
  ])('refuses %s', (_name, change: Partial<MilitaryStatusInput>) => {
    const base: MilitaryStatusInput = { country: 'US', branch: 'navy', status: 'active-duty' };
    expect(judgeMilitary({ ...base, ...change }, today)).toEqual({ outcome: 'refused' });
  });

  it('verifies US active duty and adult sponsors at once; abroad and the US reserve go to review (spec section 9 times)', () => {
    expect(judgeMilitary({ country: 'US', branch: 'navy', status: 'active-duty' }, today)).toEqual({
      outcome: 'verified',
      dischargeYear: null,
      sponsorDateOfBirth: null,
    });
    expect(
      judgeMilitary({ country: 'US', branch: 'army', status: 'dependent', sponsorAttested: true, sponsorDateOfBirth: '01/01/1980' }, today),
    ).toEqual({ outcome: 'verified', dischargeYear: null, sponsorDateOfBirth: '1980-01-01' });
    expect(judgeMilitary({ country: 'GB', branch: 'army', status: 'veteran', dischargeYear: 2001 }, today)).toMatchObject({
      outcome: 'pending',
      dischargeYear: 2001,
    });
    expect(judgeMilitary({ country: 'US', branch: 'navy', status: 'reserve' }, today).outcome).toBe('pending');
    expect(militaryReviewMessage('US')).toContain('within 20 minutes');
    expect(militaryReviewMessage('GB')).toContain('within 24 hours');
  });
});
