export function headersFile(options: {
  app: string;
  remotes: Record<string, unknown>;
  csp?: { scriptHashes?: string[] };
  env?: Record<string, string | undefined>;
  https?: boolean;
  routes?: string[];
  hostOrigins?: string[];
  /** The app's base path (`/portfolio/`); `/` by default. */
  base?: string;
}): string;

export function underBase(base: string, path: string): string;
