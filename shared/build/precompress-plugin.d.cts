/** Precompresses every file of `dir` worth it (.br and .gz beside it); answers the files written. */
export function precompressFolder(dir: string): string[];
export class PrecompressPlugin {
  apply(compiler: unknown): void;
}
