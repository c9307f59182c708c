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
    const relativeIntoSingleton = outside.flatMap((file) =>
      imports(file)
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== null && singleton.has(target))
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
