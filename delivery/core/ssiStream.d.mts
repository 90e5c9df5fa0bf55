import type { IncludeFailure } from './ssi.mjs';
export function ssiTransformStream(
  resolve: (virtual: string) => Promise<string | null | undefined>,
  options?: { onFailure?: (failure: IncludeFailure) => void },
): TransformStream<string, string>;
