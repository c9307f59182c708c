// One webpack configuration for the shell and every remote, so the share scope, loaders and
// output layout agree everywhere. Remotes call remoteConfig(); the shell calls baseConfig().
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');

const sharedVersion = require('../package.json').version;
const zodDir = path.dirname(require.resolve('zod'));
const zodVersion = require(path.join(zodDir, 'package.json')).version;

/** Singletons every page loads exactly once. The `react/` and `react-dom/` prefix keys keep
 *  react-dom/client and jsx-runtime in the share scope too (else React error #527). rxjs is not
 *  among them: only the bus of @resort/shared (itself one per page) uses it, so it comes inside
 *  that module, cut to the operators the bus uses, instead of whole. */
function sharedSingletons() {
  const dep = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: dep('^19.0.0'),
    'react/': dep('^19.0.0'),
    'react-dom': dep('^19.0.0'),
    'react-dom/': dep('^19.0.0'),
    'styled-components': dep('^6.0.0'),
    luxon: dep('^3.0.0'),
    'single-spa': dep('^6.0.0'),
    'single-spa-react': dep('^6.0.0'),
    // One QueryClient and cache per page (created in @resort/shared/query).
    '@tanstack/react-query': dep('^5.0.0'),
    // Every line's contract.ts runs in the browser: one copy of zod per page, not one per remote,
    // and that copy without the locales and JSON Schema tools no page uses (zod-browser.mjs).
    zod: { ...dep('^4.0.0'), version: zodVersion },
    '@resort/shared': { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` },
  };
}

// Styled components get ids from their file and place in it (not from the order modules ran in), so
// a remote's server bundle and its browser build name every class alike and the page hydrates.
const styledComponentsPlugin = [
  require.resolve('@swc/plugin-styled-components/swc_plugin_styled_components.wasm'),
  { displayName: false, ssr: true },
];

const swcRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        experimental: { plugins: [styledComponentsPlugin] },
      },
    },
  },
};

function baseConfig({ dir, mode, federation, entry = {}, plugins = [] }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { zod$: path.join(__dirname, 'zod-browser.mjs'), 'zod-v4': path.join(zodDir, 'v4') },
    },
    module: {
      rules: [
        swcRule,
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        shared: sharedSingletons(),
        manifest: true,
        dts: false,
        ...federation,
      }),
      ...plugins,
      ...(production ? [new CompileHintsPlugin(), new PrecompressPlugin()] : []),
    ],
    // The browser's zod (zod-browser.mjs and the package files it names) stays one chunk: the
    // manifest then names it as the shared module, and no route preloads a remote's unused copy.
    optimization: {
      splitChunks: {
        cacheGroups: {
          zod: { test: /[\\/](node_modules[\\/]zod|build[\\/]zod-browser)/, name: 'zod', chunks: 'async', enforce: true, priority: 10 },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // `npm run dev`: each remote is served from memory on its own port; the store's page loads it
    // cross-origin through the remotes.json that scripts/dev.mjs writes. No client is injected
    // into the federation entries: a change rebuilds, a reload shows it.
    devServer: {
      headers: { 'Access-Control-Allow-Origin': '*' },
      host: '127.0.0.1',
      allowedHosts: 'all',
      hot: false,
      liveReload: false,
      client: false,
      static: false,
    },
  };
}

/**
 * A remote's server entry (`src/ssr.tsx`: its pages' first screen as React) built for Node beside
 * its browser build, in `dist-ssr/ssr.js`, from the same sources and loaders: the store's server
 * renders the page from it and the browser hydrates the same markup. npm packages stay outside, so
 * React, styled-components and TanStack Query are the server's one copy of each; the remote's own
 * code and @resort/shared are inside. Asset URLs are the ones the browser build gives them.
 */
function serverConfig({ dir, mode, name, publicPath }) {
  return {
    name: `${name}-ssr`,
    mode: mode === 'development' ? 'development' : 'production',
    context: dir,
    target: 'node24',
    entry: { ssr: './src/ssr.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externals: [
      ({ request }, callback) =>
        /^[^./]/.test(request) && !request.startsWith('@resort/') ? callback(null, `commonjs ${request}`) : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        swcRule,
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A line-of-business remote: exposes './app' and, where it has booking widgets, './widgets'. With
 * `ssr`, its server entry is built too (see serverConfig), for the URL path its files are served from.
 */
function remoteConfig({ dir, name, exposes, ssr }, argv = {}) {
  const browser = remoteBrowserConfig({ dir, name, exposes }, argv);
  return ssr ? [browser, serverConfig({ dir, mode: argv.mode, name, publicPath: ssr.publicPath })] : browser;
}

function remoteBrowserConfig({ dir, name, exposes }, argv = {}) {
  return baseConfig({
    dir,
    mode: argv.mode,
    // The shell provides the federation runtime (provideExternalRuntime): a remote entry uses
    // that one instead of carrying its own copy, so a page loads the runtime once. A remote runs
    // only in the browser and loads no other remote (a lint rule forbids it), so its entry leaves
    // out the Node loader and the code that loads remotes.
    federation: {
      name,
      filename: 'remoteEntry.js',
      exposes,
      experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
    },
  });
}

module.exports = { baseConfig, remoteConfig, serverConfig, sharedSingletons };
