const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { baseConfig, serverConfig, sharedSingletons } = require('@resort/shared/build/webpack-federation.cjs');
const { startChunks } = require('@resort/shared/build/compile-hints-plugin.cjs');

/**
 * Writes startup-chunks.json: the chunks the shell's start loads on every page (those of the
 * entry's own imports, and of the shared libraries they consume). The server's pages name them
 * to the browser with the page, so the start finds them loaded instead of asking for each one
 * from a task of its own on a slow phone.
 */
class StartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      // After the content hashes are final (the files keep their names from here on).
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'StartupChunksPlugin', stage }, () => {
        const files = new Set();
        for (const chunk of startChunks(compilation, 'main')) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        files.delete('main.js');
        const json = JSON.stringify([...files].sort());
        compilation.emitAsset('startup-chunks.json', new webpack.sources.RawSource(json));
      });
    });
  }
}

// The shell is the host: it knows no remote at build time. It reads remotes.json at start.
module.exports = (_env, argv) => {
  const config = baseConfig({
    dir: __dirname,
    mode: argv.mode,
    entry: { main: './src/index.ts' },
    federation: {
      name: 'shell',
      remotes: {},
      // A page loads the remote entries it uses, and no other: the default ('version-first') loads
      // every registered remote's entry the first time a lazy chunk asks for a shared library, to
      // compare versions the shell's own singletons (taken first, below) make moot.
      shareStrategy: 'loaded-first',
      // The shell takes the singletons it provides itself, before any remote has registered one:
      // checking its own versions against its own ranges can find nothing, yet that semver parsing
      // was a third of a phone's longest start task. Each remote still checks what it is given.
      shared: Object.fromEntries(Object.entries(sharedSingletons()).map(([name, share]) => [name, { ...share, requiredVersion: false }])),
      // The one federation runtime of the page: every remote entry is built to use it.
      // target web: the runtime leaves out its Node script loader.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      // Retry first (a flaky network), then the fallback (a remote that is really down).
      runtimePlugins: [path.join(__dirname, 'src/federation/retry-plugin.ts'), path.join(__dirname, 'src/federation/fallback-plugin.ts')],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', favicon: './src/favicon.svg' }),
    ],
  });
  // The federation plugin adds its runtime-core injector by the CommonJS file require.resolve finds,
  // while the rest of the runtime comes in as ES modules: two copies of runtime-core and its SDK in
  // main.js. The injector's ES build imports the same copy the runtime uses.
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
      resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
    }),
  );
  config.plugins.push(new StartupChunksPlugin());
  config.output.publicPath = '/static/';
  // The federation runtime cannot take a content hash in the entry's name; the server sends main.js
  // with no-cache instead.
  config.output.filename = '[name].js';
  // The content pages' server entry (src/ssr.tsx), drawn by the store's server and hydrated here.
  return [config, serverConfig({ dir: __dirname, mode: argv.mode, name: 'shell', publicPath: '/static/' })];
};
