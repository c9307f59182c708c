// `import { z } from 'zod'` in the browser builds (the shared `zod` module of webpack-federation.cjs).
// A shared module is bundled whole, not tree-shaken, and zod's own entry re-exports every locale
// (`z.locales`) and the JSON Schema importer and compiler: 72 KiB compressed on every page. This is
// the same API without those: the store speaks English, which the schemas register themselves, and
// no page reads or writes JSON Schema. The server and the tests use the package itself.
import * as z from './zod-browser-api.mjs';

export * from './zod-browser-api.mjs';
export { z, z as default };
