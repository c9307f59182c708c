const preset = require('../shared/build/jest-preset.cjs')(__dirname);

// PGlite's CommonJS build loads Node built-ins with import() (refused in Jest's sandbox without
// --experimental-vm-modules), and light-my-request (fastify.inject) requires the ESM-only
// `cookie`. Compiling both to CommonJS lets `npx jest` run as is.
const api = preset.projects.find((p) => p.displayName === 'api');
const [jsTransformer, swcOptions] = Object.values(api.transform)[0];
api.transform = { ...api.transform, '@electric-sql/pglite/.+\\.cjs$': [jsTransformer, swcOptions] };
api.transformIgnorePatterns = ['/node_modules/(?!(@resort|@electric-sql/pglite|cookie)/)'];

// testTimeout is read from the top-level config only, not from a project's. Each API file starts
// PGlite and seeds about 36,000 session rows in beforeAll; on a busy machine that alone can take
// most of a minute, so the hooks get twice the preset's time.
module.exports = { ...preset, testTimeout: api.testTimeout * 2 };
