const { remoteConfig } = require('@resort/shared/build/webpack-federation.cjs');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'account',
      exposes: { './app': './src/app.tsx' },
      ssr: { publicPath: '/remotes/account/' },
    },
    argv,
  );
