import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { canaryLoader } from './canary-fallback';
import { parseRemotesConfig } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

describe('a failing canary falls back to the stable build', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedLoad.mockReset();
    mockedRegister.mockReset();
  });

  const config = (stable?: string) =>
    parseRemotesConfig({ lodging: { entry: 'http://127.0.0.1:3341/mf-manifest.json', routes: ['/lodging'], stable } });

  test('a canary that answers with the unavailable stand-in is registered again at its stable entry and loaded from there', async () => {
    const app = { mount: jest.fn() };
    mockedLoad.mockResolvedValueOnce({ __unavailable: true }).mockResolvedValueOnce(app);
    const remotes = config('/remotes/lodging/mf-manifest.json');
    const load = canaryLoader(remotes);
    expect(await load('lodging', 'app')).toBe(app);
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'lodging', entry: 'http://localhost/remotes/lodging/mf-manifest.json' }], {
      force: true,
    });
    expect(remotes.lodging.entry).toBe('/remotes/lodging/mf-manifest.json');
    // The rest of the page (its widgets) stays on the stable build: no second switch.
    mockedLoad.mockResolvedValueOnce({ __unavailable: true });
    expect(await load('lodging', 'widgets')).toEqual({ __unavailable: true });
    expect(mockedRegister).toHaveBeenCalledTimes(1);
  });

  test('a canary whose load throws falls back too', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce({ mount: 1 });
    expect(await canaryLoader(config('/remotes/lodging/mf-manifest.json'))('lodging', 'app')).toEqual({ mount: 1 });
  });

  test('a visitor on the stable build gets the stand-in or the error as before', async () => {
    mockedLoad.mockResolvedValueOnce({ __unavailable: true });
    expect(await canaryLoader(config())('lodging', 'app')).toEqual({ __unavailable: true });
    mockedLoad.mockRejectedValueOnce(new Error('down'));
    await expect(canaryLoader(config())('lodging', 'app')).rejects.toThrow('down');
    expect(mockedRegister).not.toHaveBeenCalled();
  });
});
