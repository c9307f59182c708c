import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startupChunks } from './site';

describe("the shell build's list of its start's chunks", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'startup-chunks-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('names the script files the build listed, and reads the list again when the build changes', () => {
    const file = path.join(dir, 'startup-chunks.json');
    writeFileSync(file, JSON.stringify(['470.ab12cd34.js', '87.ef56ab78.js']));
    const read = startupChunks(file);
    expect(read()).toEqual(['470.ab12cd34.js', '87.ef56ab78.js']);
    writeFileSync(file, JSON.stringify(['227.0a1b2c3d.js']));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(read()).toEqual(['227.0a1b2c3d.js']);
  });

  test.each([
    ['no build', null],
    ['a list naming a path outside the entry folder', JSON.stringify(['../secret.js'])],
    ['a list naming markup', JSON.stringify(['"><script>x</script>'])],
    ['not a list', JSON.stringify({ files: ['a.js'] })],
    ['not JSON', '[470.js'],
  ])('names nothing for %s', (_case, content) => {
    const file = path.join(dir, 'startup-chunks.json');
    if (content !== null) writeFileSync(file, content);
    expect(startupChunks(file)()).toEqual([]);
  });
});
