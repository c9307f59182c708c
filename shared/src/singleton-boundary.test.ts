import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

// '@resort/shared' is one module per page (the share scope's singleton); the subpath entries
// (rules, dates, ui, planner, cart, contracts) are bundled into each remote that imports them. A
// subpath module that reached a singleton module by a relative path would put a second copy of it
// (a second bus, QueryClient or theme context) into that remote: it must use the package name.

const SRC = __dirname;
const IMPORT = /(?:import|export)(?:\s+type)?[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function browserModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['server', 'testing'].includes(entry.name) ? [] : browserModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

/** The modules of the singleton: src/index.ts and all it reaches by relative imports. */
function singletonModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of imports(file)) {
      const target = resolveRelative(file, specifier);
      if (target) visit(target);
    }
  };
  visit(path.join(SRC, 'index.ts'));
  return seen;
}

const ROOT = path.resolve(SRC, '../..');
const BROWSER_ONLY = /^(react|react-dom|styled-components|rxjs|@tanstack\/react-query|single-spa|single-spa-react)(\/|$)/;
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s*'([^']+)'|^\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;
const exportsMap: Record<string, string> = JSON.parse(readFileSync(path.join(SRC, '../package.json'), 'utf8')).exports;

function resolveShared(specifier: string): string | null {
  const sub = `.${specifier.slice('@resort/shared'.length)}`;
  const exact = exportsMap[sub === '.' ? '.' : sub];
  if (exact) return path.join(SRC, '..', exact);
  if (sub.startsWith('./server/')) return path.join(SRC, 'server', `${sub.slice('./server/'.length)}.ts`);
  return resolveRelative(path.join(SRC, 'x.ts'), `./${sub.slice(2)}`);
}

function serverFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'test' ? [] : serverFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

// The one server module that loads React: it draws the remotes' server entries (their own builds)
// with the server's React and collects their styled-components rules. No other server code may.
const SERVER_RENDERER = { file: 'shell/server/server-render.ts', packages: ['react-dom/server', 'styled-components'] };

/** Every browser-only package a file reaches through runtime imports, with the path that reaches it. */
function browserReach(start: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      const specifier = m[1] ?? m[2] ?? m[3];
      const here = [...trail, path.relative(ROOT, file)];
      const renderer = path.relative(ROOT, file) === SERVER_RENDERER.file && SERVER_RENDERER.packages.includes(specifier);
      if (BROWSER_ONLY.test(specifier) && !renderer) found.push(`${here.join(' -> ')} -> ${specifier}`);
      const target = specifier.startsWith('@resort/shared') ? resolveShared(specifier) : resolveRelative(file, specifier);
      if (target) visit(target, here);
    }
  };
  visit(start, []);
  return found;
}

const runtimeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);

describe('the @resort/shared singleton and its subpath entries', () => {
  const singleton = singletonModules();
  const outside = browserModules(SRC).filter((file) => !singleton.has(file));

  it('keeps rules, dates and line-specific UI out of the singleton', () => {
    const names = [...singleton].map((file) => path.relative(SRC, file));
    expect(names).toEqual(expect.arrayContaining(['bus/event-bus.ts', 'query/query-client.ts', 'tokens/theme-provider.tsx']));
    expect(names.filter((name) => /^(rules|dates|planner)\//.test(name) || name === 'cart/configure.ts')).toEqual([]);
    expect(names).not.toContain('ui/date-picker.tsx');
    expect(names).toContain('ui/modal.tsx');
  });

  it('has subpath modules reach singleton modules only through the package name', () => {
    // A stateless module (constants, messages, money) may be copied into a bundle: only a module
    // that reaches browser state (the bus, the QueryClient, a React context) must stay single.
    const relativeIntoSingleton = outside.flatMap((file) =>
      runtimeImports(file)
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== null && singleton.has(target) && browserReach(target).length > 0)
        .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
    );
    expect(relativeIntoSingleton).toEqual([]);
  });

  it('has singleton modules import each other relatively, and no subpath entry, which would load it on every page', () => {
    const byName = [...singleton].flatMap((file) =>
      imports(file)
        .filter((specifier) => specifier === '@resort/shared' || specifier.startsWith('@resort/shared/'))
        .map((specifier) => `${path.relative(SRC, file)} -> ${specifier}`),
    );
    expect(byName).toEqual([]);
  });
});

// Server code runs in Node: it must not load the page's singleton (React, styled-components, the
// bus, a QueryClient made at import). It reads shared texts and rules from '@resort/shared/core' and
// the other subpath entries, which reach no browser state.
describe('server code and contracts', () => {
  const roots = [
    ...serverFiles(path.join(SRC, 'server')),
    ...readdirSync(ROOT)
      .filter((dir) => dir.startsWith('mfe-') || dir === 'shell')
      .flatMap((dir) => [...serverFiles(path.join(ROOT, dir, 'server')), path.join(ROOT, dir, 'contract.ts')].filter((f) => existsSync(f))),
  ];

  it('finds the server files it checks', () => {
    expect(roots.length).toBeGreaterThan(100);
  });

  it('never load the browser singleton or a browser-only package', () => {
    expect(roots.flatMap(browserReach)).toEqual([]);
  });
});
