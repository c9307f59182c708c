export interface E2EPaths {
  port: number;
  baseURL: string;
  dataDir: string;
  remotesFile: string;
  repoRoot: string;
}
export function e2ePaths(port?: number): E2EPaths;
