import { gatherErrorMessages } from './messages';

describe('gatherErrorMessages', () => {
  it('"a field-specific invalid message is preferred to element text"', () => {
    expect(gatherErrorMessages([{ field: 'date', invalidMessage: 'Pick a date', elementText: 'Date is wrong' }])).toEqual(['Pick a date']);
  });

  it('"Error messages are gathered from visible elements tagged for a field"', () => {
    expect(
      gatherErrorMessages([
        { field: 'age', elementText: 'Choose an age', visible: true },
        { field: 'level', elementText: 'Hidden tab level', visible: false },
        { field: 'date', elementText: 'Choose a date' },
      ]),
    ).toEqual(['Choose an age', 'Choose a date']);
  });

  it('falls back to element text when the invalid message is blank, and skips empty fields', () => {
    expect(
      gatherErrorMessages([
        { field: 'a', invalidMessage: '  ', elementText: ' Text A ' },
        { field: 'b', invalidMessage: null, elementText: null },
      ]),
    ).toEqual(['Text A']);
  });
});
