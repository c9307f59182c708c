#!/usr/bin/env node
// Publishes one remote's built dist/ on its own: run from the remote's folder (`npm run release -w
// mfe-lodging -- <folder> [<public URL of that folder>]`). The build is copied to a folder of its
// own, named by its manifest's content, so a release never overwrites the one visitors are loading,
// and the line to put in remotes.json (as the entry, or a canary's entry) is printed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const [target, publicUrl] = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const dist = path.resolve('dist');
const manifestFile = path.join(dist, 'mf-manifest.json');
if (!target || !fs.existsSync(manifestFile)) {
  console.error(`Usage: npm run release -w ${path.basename(process.cwd())} -- <folder> [<public URL of the folder>]`);
  console.error(fs.existsSync(manifestFile) ? '' : `No ${manifestFile}: run npm run build -w ${path.basename(process.cwd())} first.`);
  process.exit(1);
}
const manifest = fs.readFileSync(manifestFile);
const remote = JSON.parse(manifest.toString()).name ?? pkg.name;
const release = `${pkg.version}-${createHash('sha256').update(manifest).digest('hex').slice(0, 10)}`;
const destination = path.resolve(target, remote, release);
fs.cpSync(dist, destination, { recursive: true });
const base = publicUrl ? publicUrl.replace(/\/?$/, '/') : `file://${path.resolve(target)}/`;
const entry = `${base}${remote}/${release}/mf-manifest.json`;
console.log(`Released ${remote} ${release} to ${destination}`);
console.log('In remotes.json, as a canary first, then as the entry:');
console.log(JSON.stringify({ [remote]: { canary: { entry, percent: 5 } } }, null, 2));
