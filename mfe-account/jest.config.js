const preset = require('../shared/build/jest-preset.cjs')(__dirname);

// Two packages the API tests load do not run in Jest's CommonJS sandbox on Node 20 as shipped:
// PGlite's CommonJS build loads Node built-ins with import() (refused without
// --experimental-vm-modules), and light-my-request (fastify.inject) requires the ESM-only
// `cookie`. Compiling both to CommonJS lets `npx jest` run as is.
const api = preset.projects.find((p) => p.displayName === 'api');
const [jsTransformer, swcOptions] = Object.values(api.transform)[0];
api.transform = { ...api.transform, '@electric-sql/pglite/.+\\.cjs$': [jsTransformer, swcOptions] };
api.transformIgnorePatterns = ['/node_modules/(?!(@resort|@electric-sql/pglite|cookie)/)'];

// testTimeout is read from the top-level config only, not from a project's.
module.exports = { ...preset, testTimeout: api.testTimeout };
