const { remoteConfig } = require('@resort/shared/build/webpack-federation.cjs');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'lift_access',
      exposes: { './app': './src/app.tsx', './widgets': './src/widgets.ts' },
      ssr: { publicPath: '/remotes/lift-access/' },
    },
    argv,
  );
