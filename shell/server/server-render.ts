import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { QuerySeed } from '@resort/shared/server';
import type { HeaderStart } from '../src/layout/header';

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

/** What the shell's server entry exports beside its content app: the header's and footer's trees. */
export interface LayoutServerApp {
  header(start: HeaderStart): React.ReactElement;
  footer(): React.ReactElement;
}

type Exports = Record<string, unknown>;

/**
 * A remote's server entry, loaded from its build (`dist-ssr/ssr.js`) and loaded again when a deploy
 * replaces the file; null when the remote has none or it does not load (the page is then drawn in
 * the browser, as before). `.layout(file)` is the shell's header and footer from its entry.
 */
export function serverEntries(log: FastifyBaseLogger) {
  const loaded = new Map<string, { mtimeMs: number; exports: Exports | null }>();
  const load = (file: string): Exports | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const known = loaded.get(file);
    if (known?.mtimeMs === mtimeMs) return known.exports;
    let exports: Exports | null = null;
    try {
      delete requireFile.cache[file];
      exports = requireFile(file) as Exports;
    } catch (error) {
      log.warn({ err: error, file }, 'a remote server entry did not load; its pages are drawn in the browser');
    }
    loaded.set(file, { mtimeMs, exports });
    return exports;
  };
  const entry = (file: string): RemoteServerApp | null => {
    const candidate = load(file)?.serverApp as RemoteServerApp | undefined;
    return candidate && typeof candidate.render === 'function' ? candidate : null;
  };
  const layout = (file: string): LayoutServerApp | null => {
    const candidate = load(file)?.layout as LayoutServerApp | undefined;
    return candidate && typeof candidate.header === 'function' && typeof candidate.footer === 'function' ? candidate : null;
  };
  return Object.assign(entry, { layout });
}

/** The header and footer as the server drew them, and the styled-components rules they use. */
export interface DrawnLayout {
  header: string;
  footer: string;
  styles: string;
}

/**
 * Draws the header and footer (small, with nothing to wait for: one synchronous render each), or
 * null when the render throws: the page then comes with both empty and the browser draws them.
 */
export function drawLayout(layout: LayoutServerApp, start: HeaderStart, log: FastifyBaseLogger): DrawnLayout | null {
  const sheet = new ServerStyleSheet();
  try {
    const header = renderToString(sheet.collectStyles(layout.header(start)));
    const footer = renderToString(sheet.collectStyles(layout.footer()));
    return { header, footer, styles: sheet.getStyleTags() };
  } catch (error) {
    log.warn({ err: error }, 'the header and footer were not drawn on the server');
    return null;
  } finally {
    sheet.seal();
  }
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
