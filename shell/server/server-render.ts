import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { QuerySeed } from '@resort/shared/server';

/** What a remote's server entry exports (`remoteServerApp` of @resort/shared/server-app). */
export interface RemoteServerApp {
  name: string;
  render(request: { url: string; seeds: readonly QuerySeed[] }): { element: React.ReactElement; queryState: () => unknown };
}

/** A remote's area of the page as the server drew it. */
export interface DrawnArea {
  html: string;
  /** The styled-components rules the markup uses (style tags the browser's styled-components adopts). */
  styles: string;
  queryState: unknown;
}

/** How long a page waits for a remote's first screen before sending the page without it. */
export const SERVER_RENDER_BUDGET_MS = 150;

const requireFile = createRequire(__filename);

/**
 * A remote's server entry, loaded from its build (`dist-ssr/ssr.js`) and loaded again when a deploy
 * replaces the file; null when the remote has none or it does not load (the page is then drawn in
 * the browser, as before).
 */
export function serverEntries(log: FastifyBaseLogger) {
  const loaded = new Map<string, { mtimeMs: number; app: RemoteServerApp | null }>();
  return (file: string): RemoteServerApp | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const known = loaded.get(file);
    if (known?.mtimeMs === mtimeMs) return known.app;
    let app: RemoteServerApp | null = null;
    try {
      delete requireFile.cache[file];
      const candidate = requireFile(file).serverApp as RemoteServerApp | undefined;
      app = candidate && typeof candidate.render === 'function' ? candidate : null;
    } catch (error) {
      log.warn({ err: error, file }, 'a remote server entry did not load; its pages are drawn in the browser');
    }
    loaded.set(file, { mtimeMs, app });
    return app;
  };
}

/**
 * Draws a remote's first screen with React's streaming renderer, or gives up (null) when the render
 * throws, reports an error, or takes longer than `budgetMs`: the page then comes without it and the
 * browser draws that area as it would without a server.
 */
export function drawArea(
  app: RemoteServerApp,
  request: { url: string; seeds: readonly QuerySeed[] },
  log: FastifyBaseLogger,
  budgetMs = SERVER_RENDER_BUDGET_MS,
): Promise<DrawnArea | null> {
  return new Promise((resolve) => {
    const sheet = new ServerStyleSheet();
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (area: DrawnArea | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      sheet.seal();
      resolve(area);
    };
    const failed = (error: unknown) => {
      log.warn({ err: error, remote: app.name }, 'a remote page was not drawn on the server');
      settle(null);
    };
    try {
      const { element, queryState } = app.render(request);
      const chunks: Buffer[] = [];
      // Markup from a render that reported an error is not the browser's first render: not sent.
      let reported = false;
      const sink = new Writable({
        write(chunk, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
        final(done) {
          done();
          if (!reported) settle({ html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags(), queryState: queryState() });
        },
      });
      const stream = renderToPipeableStream(sheet.collectStyles(element), {
        // Every boundary inline, in place: a large one is otherwise sent apart with an inline script
        // to move it in, which the page's security policy does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: failed,
        onError: (error) => {
          reported = true;
          failed(error);
        },
      });
      timer = setTimeout(() => {
        stream.abort();
        log.warn({ remote: app.name, budgetMs }, 'a remote page took too long on the server; drawn in the browser');
        settle(null);
      }, budgetMs);
    } catch (error) {
      failed(error);
    }
  });
}
