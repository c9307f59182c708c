/** @jest-environment node */
import { lazy, Suspense, use } from 'react';
import pino from 'pino';
import styled from 'styled-components';
import { drawArea, drawLayout, type RemoteServerApp } from './server-render';
import { footerRoot, headerRoot } from '../src/layout/layout-roots';

const log = pino({ level: 'silent' });
const Title = styled.h1`
  color: rgb(11, 37, 69);
`;
const Broken = () => {
  throw new Error('window is not defined');
};
const never = new Promise<string>(() => {});
const Waiting = () => <p>{use(never)}</p>;
// Lazily loaded blocks, one inside another and larger than React's streaming chunk (12.8 kB, counted by its own measure).
const Large = lazy(async () => ({ default: () => <p>{'snow '.repeat(40000)}</p> }));
const Small = lazy(async () => ({ default: () => <p>Today's weather</p> }));
const app = (Page: () => React.ReactElement): RemoteServerApp => ({
  name: 'test',
  render: ({ seeds }) => ({ element: <Page />, queryState: () => ({ seeds: seeds.length }) }),
});

describe("a remote's first screen drawn on the server", () => {
  test('the markup, the styles it uses and the query state come back together', async () => {
    const area = await drawArea(
      app(() => <Title>Lodging</Title>),
      { url: '/lodging', seeds: [{ queryKey: ['a'], data: 1 }] },
      log,
    );
    expect(area?.html).toMatch(/^<h1 class="[\w -]+">Lodging<\/h1>$/);
    const className = /class="([\w -]+)"/
      .exec(area?.html ?? '')?.[1]
      .split(' ')
      .at(-1);
    expect(area?.styles).toContain(`.${className}{color:rgb(11, 37, 69);}`);
    expect(area?.queryState).toEqual({ seeds: 1 });
  });

  test('a large lazily loaded block comes in place, not sent apart with a script the page would not run', async () => {
    const area = await drawArea(
      app(() => (
        <main>
          <Suspense fallback={<p>Loading…</p>}>
            <Small />
            <Suspense fallback={<p>Loading…</p>}>
              <Large />
            </Suspense>
          </Suspense>
        </main>
      )),
      { url: '/', seeds: [] },
      log,
    );
    expect(area?.html).toContain('snow snow');
    expect(area?.html).not.toContain('Loading…');
    expect(area?.html).not.toMatch(/<script|<template/);
  });

  test('a render that throws gives no area: the browser draws it', async () => {
    expect(await drawArea(app(Broken), { url: '/', seeds: [] }, log)).toBeNull();
  });

  test('a render that is slower than its budget gives no area, on time', async () => {
    const started = performance.now();
    expect(await drawArea(app(Waiting), { url: '/', seeds: [] }, log, 40)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the header and footer drawn on the server', () => {
  const layout = { header: headerRoot, footer: footerRoot };
  const signedIn = {
    session: { signedIn: true, user: { firstName: 'Zoë <b>', lastName: 'Lane', email: 'z@example.com' } as never },
    cart: { cartCount: 2 },
  };

  test("the header shows the visitor's state and cart count from the page's start, with its styles", () => {
    const drawn = drawLayout(layout, signedIn, log);
    const header = drawn?.header ?? '';
    // React's own escaping: a name is text, never markup.
    expect(header).toMatch(/data-testid="header-greeting">Hi, <!-- -->Zoë &lt;b&gt;</);
    expect(header).toMatch(/data-testid="cart-count"[^>]*>2</);
    expect(header).toContain('aria-label="Cart, 2 items"');
    expect(header).not.toContain('header-sign-in');
    const navClass = /<nav [^>]*class="([\w -]+)"/.exec(header)?.[1].split(' ').at(-1);
    expect(drawn?.styles).toContain(`.${navClass}{`);
  });

  test('a guest gets the sign-in link and an empty cart; the footer comes with every column open', () => {
    const drawn = drawLayout(layout, { session: { signedIn: false, user: null }, cart: null }, log);
    expect(drawn?.header).toContain('data-testid="header-sign-in"');
    expect(drawn?.header).toMatch(/data-testid="cart-count"[^>]*>0</);
    const columns = drawn?.footer.match(/<details [^>]*>/g) ?? [];
    expect(columns).toHaveLength(4);
    for (const column of columns) expect(column).toContain('open=""');
    expect(drawn?.footer).toContain('<summary>Plan your trip');
  });

  test('a header that throws gives no layout: the browser draws both', () => {
    expect(drawLayout({ header: () => <Broken />, footer: footerRoot }, signedIn, log)).toBeNull();
  });
});
