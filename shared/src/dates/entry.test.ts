import { finishedDate, isFinishedDateEntry, readDateEntry } from './entry';

describe('readDateEntry: a date as people type, paste or autofill it', () => {
  it.each([
    ['12282026', '12/28/2026'],
    ['12/28/2026', '12/28/2026'],
    ['12/28/26', '12/28/2026'],
    ['122826', '12/28/2026'],
    ['1/5/2027', '01/05/2027'],
    ['12-28-2026', '12/28/2026'],
    ['12.28.2026', '12/28/2026'],
    [' 12 / 28 / 2026 ', '12/28/2026'],
    ['2026-12-28', '12/28/2026'],
  ])('%p reads as %p', (text, date) => {
    expect(readDateEntry(text)).toBe(date);
  });

  it.each(['', '1', '12/2', '12/28/', '1228', '13/01/2026', '02/30/2027', '122820261', 'tomorrow'])('%p names no date', (text) => {
    expect(readDateEntry(text)).toBe('');
  });
});

describe('isFinishedDateEntry: when typing is over', () => {
  it.each(['12282026', '12/28/2026', '1/5/2027', '2026-12-28'])('%p is finished', (text) => {
    expect(isFinishedDateEntry(text)).toBe(true);
  });

  it.each(['1', '12/2', '12/28/20', '12/28/202', '122820', '12/28/26', '13/28/2026'])(
    '%p is not finished: the year may go on, or it is no date',
    (text) => {
      expect(isFinishedDateEntry(text)).toBe(false);
      expect(finishedDate(text)).toBe('');
    },
  );
});
