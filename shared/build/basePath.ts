/** BASE_PATH as a base path with a leading and a trailing slash (`/`, `/portfolio/`); shared/src/basePath.ts uses it. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  const segments = trimmed.split('/').filter(Boolean);
  for (const segment of segments) {
    if (!/^[A-Za-z0-9._~-]+$/.test(segment) || segment === '.' || segment === '..') {
      throw new Error(
        `BASE_PATH must be a path such as /portfolio/ (letters, digits, . _ ~ - between slashes); got ${JSON.stringify(raw)}`,
      );
    }
  }
  return `/${segments.join('/')}/`;
}
