import { passIdFromPath, passPath } from './pass-path';

describe('pass routes', () => {
  it('maps a pass id to its page and back', () => {
    expect(passPath('peak-unlimited')).toBe('/passes/peak-unlimited');
    expect(passIdFromPath('/passes/peak-unlimited')).toBe('peak-unlimited');
    expect(passIdFromPath('/passes')).toBeNull();
    expect(passIdFromPath('/passes/a/b')).toBeNull();
  });
});
