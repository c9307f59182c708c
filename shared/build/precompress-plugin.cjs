// Writes a .br and a .gz beside every compressible file of a production build, once, at build
// time: the server then sends the smaller file without compressing on each request.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
// Below this size the encoding headers cost more than compression saves.
const MIN_BYTES = 1024;

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(file) : [file];
  });
}

/** Precompresses every file of `dir` worth it; answers the files written. */
function precompressFolder(dir) {
  const written = [];
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    written.push(`${file}.br`, `${file}.gz`);
  }
  return written;
}

/** After webpack has written the output folder (the federation manifest included). */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      precompressFolder(compilation.outputOptions.path);
    });
  }
}

module.exports = { PrecompressPlugin, precompressFolder };
