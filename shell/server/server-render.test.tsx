/** @jest-environment node */
import { lazy, Suspense, use } from 'react';
import pino from 'pino';
import styled from 'styled-components';
import { drawArea, type RemoteServerApp } from './server-render';

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
