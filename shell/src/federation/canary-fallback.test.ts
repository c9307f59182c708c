import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppProps, LifeCycles } from 'single-spa';
import { canaryLoader } from './canary-fallback';
import { parseRemotesConfig } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;
const CANARY = 'http://127.0.0.1:3341/mf-manifest.json';
const STABLE = '/remotes/lodging/mf-manifest.json';

const config = (stable?: string) => parseRemotesConfig({ lodging: { entry: CANARY, routes: ['/lodging'], stable } });
const props = { name: 'lodging' } as AppProps;

describe('a failing canary falls back to the stable build', () => {
  let report: jest.Mock;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedLoad.mockReset();
    mockedRegister.mockReset();
    report = jest.fn();
  });

  test('a canary that answers with the unavailable stand-in is registered again at its stable entry and loaded from there', async () => {
    const app = { mount: jest.fn() };
    mockedLoad.mockResolvedValueOnce({ __unavailable: true }).mockResolvedValueOnce(app);
    const remotes = config(STABLE);
    const { load } = canaryLoader(remotes, report);
    expect(await load('lodging', 'app')).toBe(app);
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'lodging', entry: 'http://localhost/remotes/lodging/mf-manifest.json' }], {
      force: true,
    });
    expect(remotes.lodging.entry).toBe(STABLE);
    expect(report).toHaveBeenCalledWith({ remote: 'lodging', build: CANARY, reason: 'load' });
    // The rest of the page (its widgets) stays on the stable build: no second switch, no second report.
    mockedLoad.mockResolvedValueOnce({ __unavailable: true });
    expect(await load('lodging', 'widgets')).toEqual({ __unavailable: true });
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  test('a canary whose load throws falls back too', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce({ mount: 1 });
    expect(await canaryLoader(config(STABLE), report).load('lodging', 'app')).toEqual({ mount: 1 });
    expect(report).toHaveBeenCalledWith({ remote: 'lodging', build: CANARY, reason: 'load' });
  });

  test('a visitor on the stable build gets the stand-in or the error as before', async () => {
    mockedLoad.mockResolvedValueOnce({ __unavailable: true });
    expect(await canaryLoader(config(), report).load('lodging', 'app')).toEqual({ __unavailable: true });
    mockedLoad.mockRejectedValueOnce(new Error('down'));
    await expect(canaryLoader(config(), report).load('lodging', 'app')).rejects.toThrow('down');
    expect(mockedRegister).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});

describe("a canary whose app throws on mount gives way to the stable build's app", () => {
  let report: jest.Mock;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedRegister.mockReset();
    report = jest.fn();
  });

  const lifecycles = (mount: () => Promise<void>) => ({
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(mount),
    unmount: jest.fn(async () => undefined),
  });

  test('the mount error unmounts the canary, then the stable app is bootstrapped and mounted, and serves the next unmount and mount', async () => {
    const remotes = config(STABLE);
    const loader = canaryLoader(remotes, report);
    const canary = lifecycles(async () => {
      throw new Error('canary mount');
    });
    const stable = lifecycles(async () => undefined);
    const loadStable = jest.fn(async (): Promise<LifeCycles> => {
      // Asked after the move, so a load through the loader reaches the stable entry.
      expect(remotes.lodging.entry).toBe(STABLE);
      return stable;
    });
    const app = loader.guard('lodging', canary, loadStable);
    await (app.bootstrap as (p: AppProps) => Promise<void>)(props);
    await expect((app.mount as (p: AppProps) => Promise<void>)(props)).resolves.toBeUndefined();
    expect(canary.unmount).toHaveBeenCalled();
    expect(stable.bootstrap).toHaveBeenCalledTimes(1);
    expect(stable.mount).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ remote: 'lodging', build: CANARY, reason: 'mount' });
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'lodging', entry: 'http://localhost/remotes/lodging/mf-manifest.json' }], {
      force: true,
    });
    await (app.unmount as (p: AppProps) => Promise<void>)(props);
    await (app.mount as (p: AppProps) => Promise<void>)(props);
    expect(stable.unmount).toHaveBeenCalledTimes(1);
    expect(stable.mount).toHaveBeenCalledTimes(2);
    expect(canary.mount).toHaveBeenCalledTimes(1);
    expect(loadStable).toHaveBeenCalledTimes(1);
  });

  test('a canary whose bootstrap throws is replaced before its mount', async () => {
    const loader = canaryLoader(config(STABLE), report);
    const canary = { ...lifecycles(async () => undefined), bootstrap: jest.fn(async () => Promise.reject(new Error('boot'))) };
    const stable = lifecycles(async () => undefined);
    const app = loader.guard('lodging', canary, async () => stable);
    await (app.bootstrap as (p: AppProps) => Promise<void>)(props);
    await (app.mount as (p: AppProps) => Promise<void>)(props);
    expect(canary.mount).not.toHaveBeenCalled();
    expect(stable.mount).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ remote: 'lodging', build: CANARY, reason: 'mount' });
  });

  test('a canary that mounts is left alone, and a stable visitor keeps the lifecycles as they are', async () => {
    const canary = lifecycles(async () => undefined);
    const app = canaryLoader(config(STABLE), report).guard('lodging', canary, async () => lifecycles(async () => undefined));
    await (app.mount as (p: AppProps) => Promise<void>)(props);
    expect(canary.mount).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();

    const throwing = lifecycles(async () => {
      throw new Error('stable mount');
    });
    const stableApp = canaryLoader(config(), report).guard('lodging', throwing, async () => lifecycles(async () => undefined));
    expect(stableApp).toBe(throwing);
  });
});
