import type { Chunk, Compilation, Compiler } from 'webpack';

/** The first line of each start script: Chromium compiles the file whole while it streams in. */
export const HINT: string;
/** The chunks a build's start loads (each entry's, what its entry modules import lazily, their shared libraries). */
export function startChunks(compilation: Compilation, entryName?: string): Set<Chunk>;
/** Puts the eager-compile hint first in each script file of the build's start chunks. */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void;
}
