import { AGE_BANDS, ageBandOf, ageOn, checkAssigneeAge, DOB_BELOW_MIN_AGE, DOB_EXCEEDS_MAX_AGE, REQUIRED_FIELD } from './age';

describe('ageOn', () => {
  it('counts whole years, a birthday counting on the day itself', () => {
    expect(ageOn('2010-12-05', '2026-12-04')).toBe(15);
    expect(ageOn('2010-12-05', '2026-12-05')).toBe(16);
  });

  it('a 29 February birthday falls on 28 February in common years', () => {
    expect(ageOn('2008-02-29', '2027-02-27')).toBe(18);
    expect(ageOn('2008-02-29', '2027-02-28')).toBe(19);
  });
});

describe('checkAssigneeAge', () => {
  const child = { minAge: 5, maxAge: 12 };
  it.each([
    ['2013-12-05', '2026-12-05', DOB_EXCEEDS_MAX_AGE],
    ['2013-12-06', '2026-12-05', null],
    ['2021-12-05', '2026-12-05', null],
    ['2021-12-06', '2026-12-05', DOB_BELOW_MIN_AGE],
  ])('dob %s on %s gives %p (bounds inclusive)', (dob, firstDay, expected) => {
    expect(checkAssigneeAge(dob, firstDay, child)).toBe(expected);
  });

  it('"DOB exceeds the maximum age" and "DOB does not meet the minimum age" are the exact messages', () => {
    expect(DOB_EXCEEDS_MAX_AGE).toBe('DOB exceeds the maximum age');
    expect(DOB_BELOW_MIN_AGE).toBe('DOB does not meet the minimum age');
  });

  it('"Required Field" without a date of birth', () => {
    expect(REQUIRED_FIELD).toBe('Required Field');
    expect(checkAssigneeAge('', '2026-12-05', child)).toBe('Required Field');
    expect(checkAssigneeAge(null, '2026-12-05', child)).toBe('Required Field');
    expect(checkAssigneeAge('not-a-date', '2026-12-05', child)).toBe('Required Field');
  });

  it('an unbounded rule accepts any age', () => {
    expect(checkAssigneeAge('1940-01-01', '2026-12-05', { minAge: null, maxAge: null })).toBeNull();
    expect(checkAssigneeAge('2026-01-01', '2026-12-05', { minAge: null, maxAge: null })).toBeNull();
  });
});

describe('AGE_BANDS', () => {
  it('covers every age from 0 up, each in exactly one band with inclusive bounds', () => {
    for (let age = 0; age <= 110; age += 1) {
      expect(AGE_BANDS.filter((b) => age >= b.minAge && (b.maxAge === null || age <= b.maxAge))).toHaveLength(1);
    }
  });

  it('a child of 4 is a toddler, 5 to 12 a child, 13 to 18 a teen, 19 an adult and 65 a senior', () => {
    expect([4, 5, 12, 13, 18, 19, 64, 65].map((age) => ageBandOf(age).code)).toEqual([
      'toddler',
      'child',
      'child',
      'teen',
      'teen',
      'adult',
      'adult',
      'senior',
    ]);
  });
});
