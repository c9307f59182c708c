// Compiles the server for production: one CommonJS file, shell/dist-server/main.js, started with
// plain `node`. The store's own TypeScript (shell, every line's server, @resort/shared) is bundled;
// npm packages stay external and load from node_modules as usual.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const shellDir = path.dirname(new URL(import.meta.url).pathname);
const outdir = path.join(shellDir, 'dist-server');

const ownCodeAndExternals = {
  name: 'own-code-and-externals',
  setup(b) {
    // Bare imports are npm packages (external), except the workspace's own @resort/* packages.
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@resort/') ? undefined : { path: args.path, external: true }));
    // Files find their neighbours (migrations, word lists) through __dirname: keep it pointing at the
    // source folder, relative to the bundle, so the build moves with the checkout.
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('__dirname')) {
        const rel = path.relative(outdir, path.dirname(args.path));
        contents = contents.replace(/\b__dirname\b/g, `require('node:path').resolve(__dirname, ${JSON.stringify(rel)})`);
      }
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(shellDir, 'server', 'main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [ownCodeAndExternals],
});
console.log(`server compiled to ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`);
