/** Marks @module-federation/vite's chunk through which a remote imports its shared dependencies. */
const LOAD_SHARE_TAG = '__loadShare__';

type ManifestAssets = { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown } };

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A remote's sync files from its mf-manifest.json, plus the shared-dependency proxy every exposed module imports. */
export function sectionAssetsOf(manifest: unknown, entryUrl: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  for (const exposed of Array.isArray(exposes) ? exposes : []) {
    const assets = (exposed as { assets?: ManifestAssets } | null)?.assets;
    const proxies = strings(assets?.js?.async).filter((file) => file.includes(LOAD_SHARE_TAG));
    for (const file of [...strings(assets?.js?.sync), ...proxies]) js.add(new URL(file, entryUrl).href);
    for (const file of strings(assets?.css?.sync)) css.add(new URL(file, entryUrl).href);
  }
  return { js: [...js], css: [...css] };
}

export function manifestUrlOf(entryUrl: string): string {
  return new URL('mf-manifest.json', entryUrl).href;
}
