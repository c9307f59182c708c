// Writes the "routes" of shell/remotes.json from each remote's route table (mfe-*/src/routes.ts):
// the path prefixes where the shell activates the remote. Run by the shell's build; `--check` only
// reports a difference (exit 1). Node loads the tables as TypeScript directly (type stripping).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'shell/remotes.json');
const { routePrefixes } = await import(pathToFileURL(path.join(root, 'shared/src/routing/route-table.ts')).href);

const remotes = JSON.parse(fs.readFileSync(file, 'utf8'));
const stale = [];
for (const [name, remote] of Object.entries(remotes)) {
  // remotes.json names a remote as its federation name: lift_access is mfe-lift-access.
  const table = path.join(root, `mfe-${name.replaceAll('_', '-')}`, 'src/routes.ts');
  const { ROUTES } = await import(pathToFileURL(table).href);
  const routes = routePrefixes(ROUTES);
  if (JSON.stringify(routes) !== JSON.stringify(remote.routes)) stale.push(name);
  remote.routes = routes;
}

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`shell/remotes.json routes differ from the route tables of: ${stale.join(', ')} (run node scripts/remote-routes.mjs)`);
    process.exit(1);
  }
} else if (stale.length > 0) {
  // The layout Biome gives the file: short lists of paths on one line.
  const json = JSON.stringify(remotes, null, 2).replace(
    /\[\n\s+("[^\]]*?")\n\s+\]/g,
    (_all, items) => `[${items.split(/,\n\s+/).join(', ')}]`,
  );
  fs.writeFileSync(file, `${json}\n`);
  console.log(`shell/remotes.json routes written for: ${stale.join(', ')}`);
}
