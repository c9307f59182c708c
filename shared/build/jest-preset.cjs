// Jest for every package: browser code (*.test.ts, *.test.tsx) in jsdom, API tests
// (*.api.test.ts) in node against a real database. @swc/jest transpiles; tsc type-checks apart.
const path = require('node:path');

const transform = {
  '^.+\\.(t|j)sx?$': [
    require.resolve('@swc/jest'),
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

// Two packages the API tests load do not run in Jest's CommonJS sandbox on Node 20 as shipped:
// PGlite's CommonJS build loads Node built-ins with import() (refused without
// --experimental-vm-modules), and light-my-request (fastify.inject) requires the ESM-only
// `cookie`; @fastify/static needs the ESM-only `content-disposition`. They are compiled to
// CommonJS like the project's own code.
const esmOnly = ['@resort', '@electric-sql/pglite', 'cookie', 'content-disposition'];

module.exports = function jestPreset(dir) {
  const common = {
    rootDir: dir,
    transform: { ...transform, '@electric-sql/pglite/.+\\.cjs$': transform['^.+\\.(t|j)sx?$'] },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
  return {
    // testTimeout is read from the top-level config only, not from a project's.
    testTimeout: 60000,
    projects: [
      {
        ...common,
        displayName: 'unit',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
        testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.api\\.test\\.ts$'],
        setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.cjs')],
        // Webpack turns an imported image or font into its URL; in jsdom the file name stands in.
        moduleNameMapper: { '\\.(svg|png|jpe?g|webp|woff2?)$': path.join(__dirname, 'jest-file-stub.cjs') },
      },
      {
        ...common,
        displayName: 'api',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/**/*.api.test.ts'],
      },
    ],
  };
};
