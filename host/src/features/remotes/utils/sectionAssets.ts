/**
 * The files a remote's exposed section loads up front, read from its mf-manifest.json,
 * as absolute URLs (the manifest's paths are relative to the remote's entry). Shared
 * dependencies (the `async` lists: React and its fallbacks) are left out: the host
 * provides them.
 */
export interface SectionAssets {
  js: string[];
  css: string[];
}

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function sectionAssetsOf(manifest: unknown, entryUrl: string): SectionAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  for (const exposed of Array.isArray(exposes) ? exposes : []) {
    const assets = (exposed as { assets?: ManifestAssets } | null)?.assets;
    for (const file of strings(assets?.js?.sync)) js.add(new URL(file, entryUrl).href);
    for (const file of strings(assets?.css?.sync)) css.add(new URL(file, entryUrl).href);
  }
  return { js: [...js], css: [...css] };
}

/** The manifest beside a remote's entry. */
export function manifestUrlOf(entryUrl: string): string {
  const url = new URL('mf-manifest.json', entryUrl);
  url.search = '';
  return url.href;
}
