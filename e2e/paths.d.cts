export interface E2EPaths {
  port: number;
  baseURL: string;
  dataDir: string;
  remotesFile: string;
  repoRoot: string;
  /** The canary journey's second origin. */
  canaryPort: number;
  /** The redeploy journey's second origin. */
  redeployPort: number;
  metricsToken: string;
}
export function e2ePaths(port?: number): E2EPaths;
export const chromiumArgs: string[];
