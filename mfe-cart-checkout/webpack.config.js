const { remoteConfig } = require('@resort/shared/build/webpack-federation.cjs');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'cart_checkout',
      exposes: { './app': './src/app.tsx' },
      ssr: { publicPath: '/remotes/cart-checkout/' },
    },
    argv,
  );
