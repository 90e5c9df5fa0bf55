export function prepareStaticSites(options: {
  hostOrigin: string | undefined;
  root?: string;
  env?: Record<string, string | undefined>;
}): string[];

export function builtBasePath(hostDist: string): string;
