// Writes biome.json: the lint rules plus the import boundaries of the architecture, one override
// per remote (a remote never imports another remote; browser code and contract.ts never import
// server code). Run after adding a remote: node scripts/biome-config.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';

const remotes = readdirSync('.').filter((d) => d.startsWith('mfe-'));
const tests = (dir) => [`!${dir}/**/*.test.ts`, `!${dir}/**/*.test.tsx`, `!${dir}/test/**`];
const restricted = (patterns, paths) => ({
  style: { noRestrictedImports: { level: 'error', options: paths ? { patterns, paths } : { patterns } } },
});

const serverImports = {
  group: ['**/server', '**/server/**', '@resort/shared/server', '@resort/shared/server/**', '@resort/*/server', '@resort/*/server/**'],
  message: 'Browser code reaches server code only through its line’s contract.ts.',
};

const otherRemotes = (remote) => ({
  group: ['@resort/mfe-*', '@resort/mfe-*/**', `!@resort/${remote}`, `!@resort/${remote}/**`, '**/mfe-*/**', `!**/${remote}/**`],
  message: 'A remote never imports another remote: talk through the event bus, the HTTP API or the catalog provider.',
});

// The package root is the page's singleton (React, styled-components, the bus, a QueryClient made at
// import). Server code and contracts read constants, messages, money and errors from its core entry.
const browserSingleton = {
  '@resort/shared':
    'Server code and contracts import @resort/shared/core (or /server, /rules, /dates, /contracts), never the browser singleton.',
};

// A later override replaces an earlier one's options for the same rule, so each lists all it needs.
const overrides = [
  ...remotes.map((remote) => ({
    includes: [`${remote}/**`, ...tests(remote)],
    linter: { rules: restricted([otherRemotes(remote)]) },
  })),
  {
    includes: [
      ...remotes.flatMap((r) => [`${r}/src/**`, `${r}/contract.ts`]),
      'shell/src/**',
      'shared/src/**',
      '!shared/src/server/**',
      '!**/*.test.ts',
      '!**/*.test.tsx',
    ],
    linter: { rules: restricted([serverImports]) },
  },
  ...remotes.map((remote) => ({
    includes: [`${remote}/server/**`],
    linter: { rules: restricted([otherRemotes(remote)], browserSingleton) },
  })),
  ...remotes.map((remote) => ({
    includes: [`${remote}/contract.ts`],
    linter: { rules: restricted([otherRemotes(remote), serverImports], browserSingleton) },
  })),
  { includes: ['shell/server/**', 'shared/src/server/**'], linter: { rules: restricted([], browserSingleton) } },
];

const config = {
  $schema: './node_modules/@biomejs/biome/configuration_schema.json',
  vcs: { enabled: true, clientKind: 'git', useIgnoreFile: true },
  // The shell's index.html is an html-webpack-plugin template (`<%= require(...) %>` inside its CSS), not HTML.
  files: { includes: ['**', '!**/migrations', '!**/*.json', '!**/common-passwords.txt', '!shell/src/index.html'] },
  formatter: { enabled: true, indentStyle: 'space', indentWidth: 2, lineWidth: 140 },
  javascript: { formatter: { quoteStyle: 'single', trailingCommas: 'all', semicolons: 'always' } },
  assist: { enabled: false },
  linter: {
    enabled: true,
    rules: {
      recommended: true,
      correctness: { useExhaustiveDependencies: 'error', useHookAtTopLevel: 'error', noUnusedImports: 'error', noUnusedVariables: 'error' },
      style: { noNonNullAssertion: 'off', useImportType: 'off' },
      // "No import circle": a module graph with one direction reads from the bottom up.
      suspicious: { noArrayIndexKey: 'warn', noImportCycles: 'error' },
    },
  },
  overrides,
};
writeFileSync('biome.json', `${JSON.stringify(config, null, 2)}\n`);
// In Biome's own layout, so `biome ci` reads it as formatted.
execFileSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'format', '--write', 'biome.json'], { stdio: 'ignore' });
console.log(`biome.json written (${remotes.length} remotes)`);
