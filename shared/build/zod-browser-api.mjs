// What zod/v4/classic/external.js exports, less `core`, `locales`, JSON Schema and `compile`
// (see zod-browser.mjs). `zod-v4` is an alias of the package's v4 folder in the browser builds.
export * from 'zod-v4/classic/schemas.js';
export * from 'zod-v4/classic/checks.js';
export * from 'zod-v4/classic/errors.js';
export * from 'zod-v4/classic/parse.js';
export * from 'zod-v4/classic/compat.js';
export {
  $brand,
  $input,
  $output,
  clone,
  config,
  flattenError,
  formatError,
  globalRegistry,
  NEVER,
  prettifyError,
  regexes,
  registry,
  TimePrecision,
  treeifyError,
  util,
} from 'zod-v4/core/index.js';
export { input, output } from 'zod-v4/classic/in-out.js';
export { ZodISODate, ZodISODateTime, ZodISODuration, ZodISOTime } from 'zod-v4/classic/iso.js';
export * as iso from 'zod-v4/classic/iso.js';
export * as coerce from 'zod-v4/classic/coerce.js';
