export function linkHeaderFor(pathname: string, remotes: Record<string, unknown>): string | null;
