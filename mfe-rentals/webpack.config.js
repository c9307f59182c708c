const { remoteConfig } = require('@resort/shared/build/webpack-federation.cjs');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'rentals',
      exposes: { './app': './src/app.tsx', './widgets': './src/widgets.ts' },
      ssr: { publicPath: '/remotes/rentals/' },
    },
    argv,
  );
