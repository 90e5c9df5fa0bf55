export function contentSecurityPolicy(options: {
  siteOrigins: string[];
  formOrigins?: string[];
  scriptHashes?: string[];
}): string;
export const PERMISSIONS_POLICY: string;
export const HSTS: string;
export function securityHeaders(options: {
  siteOrigins: string[];
  formOrigins?: string[];
  scriptHashes?: string[];
  https?: boolean;
}): {
  common: Record<string, string>;
  html: Record<string, string>;
};
export function originsOf(urls: (string | undefined)[]): string[];
export function siteSecurityHeaders(options: {
  remotes: Record<string, unknown>;
  csp?: { scriptHashes?: string[] };
  env?: Record<string, string | undefined>;
  https?: boolean;
}): { common: Record<string, string>; html: Record<string, string> };
