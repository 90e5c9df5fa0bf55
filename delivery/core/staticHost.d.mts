export function headersFile(options: {
  app: string;
  remotes: Record<string, unknown>;
  csp?: { scriptHashes?: string[] };
  env?: Record<string, string | undefined>;
  https?: boolean;
  routes?: string[];
  hostOrigins?: string[];
}): string;
