import '@testing-library/jest-dom';
import { waitFor } from '@testing-library/react';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { appContainer } from './app-container';
import { remoteServerApp } from './server-app';
import { SERVER_DRAWN_ATTRIBUTE } from './server-markup';
import { remoteApplication } from './single-spa-react-app';

// Whether the area was still held each time the root's own layout effect ran.
const heldWhileHydrating: boolean[] = [];

function Root() {
  useLayoutEffect(() => {
    heldWhileHydrating.push(appContainer('demo').hasAttribute('inert'));
  }, []);
  return (
    <label>
      Age <select defaultValue="">{[<option key="" value="" />, <option key="adult">adult</option>]}</select>
    </label>
  );
}

function PassPage() {
  return (
    <form aria-label="Buy the pass">
      <select aria-label="Age" defaultValue="">
        <option value="" />
        <option>adult</option>
      </select>
    </form>
  );
}

// A page its remote loads on its own path: the server draws it at once, the browser waits for its code.
let loadPassPage: (page: { default: typeof PassPage }) => void = () => undefined;
const passPageCode = new Promise<{ default: typeof PassPage }>((resolve) => {
  loadPassPage = resolve;
});
const LazyPassPage = lazy(() => passPageCode);
const ServerPasses = () => (
  <Suspense fallback={null}>
    <PassPage />
  </Suspense>
);
const BrowserPasses = () => (
  <Suspense fallback={null}>
    <LazyPassPage />
  </Suspense>
);

// A page whose drawing takes a while: each row costs 2 ms and notes which task of the page it was drawn in.
let task = 0;
const rowTasks = new Set<number>();
function SlowRow({ n }: { n: number }) {
  const until = performance.now() + 2;
  while (performance.now() < until) {}
  rowTasks.add(task);
  return <li>Row {n}</li>;
}
const ROWS = Array.from({ length: 30 }, (_, n) => n + 1);
const SlowPage = () => (
  <ul>
    {ROWS.map((n) => (
      <SlowRow key={n} n={n} />
    ))}
  </ul>
);

function Broken(): never {
  throw new Error('cannot draw');
}

// A drawn area is held still (inert) by the page until its code owns it: a choice made in the
// server's markup before hydration shows on screen and is lost to the page.
describe("a remote's application over an area the server drew", () => {
  // single-spa's mount resolves from React's own scheduler, as in the page: act() would hold it.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const props = { name: 'demo', singleSpa: {}, mountParcel: jest.fn() } as never;

  function drawnArea(markup: string) {
    const area = appContainer('demo');
    area.innerHTML = markup;
    area.setAttribute(SERVER_DRAWN_ATTRIBUTE, '');
    area.setAttribute('inert', '');
    return area;
  }

  it('keeps the area held while React hydrates it and lets the visitor in once it is committed', async () => {
    heldWhileHydrating.length = 0;
    const area = drawnArea(renderToString(remoteServerApp('demo', Root).render({ url: '/', seeds: [] }).element));
    const drawnSelect = area.querySelector('select');
    const app = remoteApplication('demo', Root);
    await app.bootstrap(props);
    await app.mount(props);
    expect(heldWhileHydrating).toEqual([true]);
    expect(area).not.toHaveAttribute('inert');
    expect(area).not.toHaveAttribute(SERVER_DRAWN_ATTRIBUTE);
    // Hydrated, not drawn again: the node the server sent is the one React owns.
    expect(area.querySelector('select')).toBe(drawnSelect);
    await app.unmount(props);
  });

  it("keeps the area held until a lazily loaded page's part is hydrated too", async () => {
    const area = drawnArea(renderToString(remoteServerApp('demo', ServerPasses).render({ url: '/', seeds: [] }).element));
    const drawnSelect = area.querySelector('select');
    const app = remoteApplication('demo', BrowserPasses);
    await app.bootstrap(props);
    await app.mount(props);
    // The root has committed; the page's code has not come.
    expect(area).toHaveAttribute('inert');
    loadPassPage({ default: PassPage });
    await waitFor(() => expect(area).not.toHaveAttribute('inert'));
    expect(area.querySelector('select')).toBe(drawnSelect);
    await app.unmount(props);
  });

  // Hydrated at once, a page is one task as long as its whole drawing: a phone takes no tap meanwhile.
  it('hydrates a long page in slices, with other tasks of the page run in between', async () => {
    const area = drawnArea(renderToString(remoteServerApp('demo', SlowPage).render({ url: '/', seeds: [] }).element));
    const drawnList = area.querySelector('ul');
    const app = remoteApplication('demo', SlowPage);
    await app.bootstrap(props);
    rowTasks.clear();
    const ticking = setInterval(() => {
      task += 1;
    }, 0);
    await app.mount(props);
    clearInterval(ticking);
    expect(rowTasks.size).toBeGreaterThan(1);
    expect(area.querySelector('ul')).toBe(drawnList);
    expect(area).not.toHaveAttribute('inert');
    await app.unmount(props);
  });

  it('lets the visitor read the message when the remote throws instead of drawing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const area = drawnArea('<h1>Lodging</h1>');
    const app = remoteApplication('demo', Broken);
    await app.bootstrap(props);
    await app.mount(props);
    expect(area).toHaveTextContent('This section is unavailable right now');
    expect(area).not.toHaveAttribute('inert');
    jest.restoreAllMocks();
  });
});
