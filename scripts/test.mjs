// npm test: every test layer. Type-check, lint, unit and API tests (jest, per package, through turbo),
// then the production build and the end-to-end journeys in Chromium. Prints the count per layer and
// a closing 'N passed, N failed' line.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { ensureInstall, run } from './ensure-install.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
ensureInstall();

const packages = readdirSync('.').filter((d) => existsSync(`${d}/jest.config.js`));
for (const p of packages) rmSync(`${p}/.jest-results.json`, { force: true });
rmSync('e2e/.playwright-results.json', { force: true });

const counts = { unit: { passed: 0, failed: 0 }, api: { passed: 0, failed: 0 }, e2e: { passed: 0, failed: 0 } };
let failure = null;
const step = (label, command, env) => {
  if (failure) return;
  try {
    run(command, env);
  } catch {
    failure = label;
  }
};

step('type-check', 'npx turbo run typecheck --concurrency=2');
// Lint, format and the import boundaries of the architecture (biome.json, from scripts/biome-config.mjs).
step('lint', 'npx biome ci .');
// --force: test results are never taken from the cache.
step('unit and API tests', 'npx turbo run test --concurrency=2 --force --continue');
for (const p of packages) {
  const file = `${p}/.jest-results.json`;
  if (!existsSync(file)) continue;
  const results = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of results.testResults) {
    const layer = /\.api\.test\.ts$/.test(suite.name) ? 'api' : 'unit';
    for (const test of suite.assertionResults) {
      if (test.status === 'passed') counts[layer].passed += 1;
      else if (test.status === 'failed') counts[layer].failed += 1;
    }
    if (suite.status === 'failed' && suite.assertionResults.length === 0) counts[layer].failed += 1;
  }
}
step('build', 'npx turbo run build --concurrency=2');
step('end-to-end', 'npm run e2e --workspace e2e');
if (existsSync('e2e/.playwright-results.json')) {
  const stats = JSON.parse(readFileSync('e2e/.playwright-results.json', 'utf8')).stats ?? {};
  counts.e2e.passed = stats.expected ?? 0;
  counts.e2e.failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}

const db = process.env.DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
console.log('\nTest layers:');
console.log(`  unit: ${counts.unit.passed} passed, ${counts.unit.failed} failed`);
console.log(`  api (${db}): ${counts.api.passed} passed, ${counts.api.failed} failed`);
console.log(`  e2e (Chromium): ${counts.e2e.passed} passed, ${counts.e2e.failed} failed`);
const passed = counts.unit.passed + counts.api.passed + counts.e2e.passed;
const failed = counts.unit.failed + counts.api.failed + counts.e2e.failed;
if (failure) console.log(`\n${failure} failed.`);
console.log(`\n${passed} passed, ${failed + (failure && failed === 0 ? 1 : 0)} failed`);
process.exit(failure || failed > 0 ? 1 : 0);
