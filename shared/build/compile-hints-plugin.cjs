// Chromium compiles most of a script's functions only when each is first called, on the main thread:
// for the code a page's start runs, that is inside the start's long tasks. A script whose first line
// is `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, off the main thread
// (Chrome 136 and later; to other browsers it is only a comment). Only the code every start runs is marked,
// so code loaded on a later need stays lazy and costs nothing until then.
const webpack = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a build's start loads: each entry's own chunks, the chunks of what its entry modules
 * import lazily (the shell's start steps, a remote container's exposed modules), and the chunks of
 * the shared libraries those take (the copies this build provides). `entryName` keeps one entry.
 */
function startChunks(compilation, entryName) {
  const { chunkGraph, moduleGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name ?? module.name, module);
  const chunks = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      // A chunk's shared libraries are loaded with it; its other lazy imports wait for their use.
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === 'consume-shared-module')
          for (const block of (provided.get(module.options.shareKey) ?? module).blocks) visit(chunkGraph.getBlockChunkGroup(block));
    }
  };
  for (const [name, entry] of compilation.entries) {
    if (entryName !== undefined && name !== entryName) continue;
    for (const chunk of compilation.entrypoints.get(name)?.chunks ?? []) chunks.add(chunk);
    const entryModule = moduleGraph.getModule(entry.dependencies[0]);
    for (const block of entryModule?.blocks ?? []) visit(chunkGraph.getBlockChunkGroup(block));
  }
  return chunks;
}

/** Puts the eager-compile hint first in each script file of the build's start chunks. */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments), before the content hashes are taken.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        for (const chunk of startChunks(compilation))
          for (const file of chunk.files)
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(HINT, source));
      });
    });
  }
}

module.exports = { CompileHintsPlugin, startChunks, HINT };
