// The time limit the chaos run holds sections to. Issue 12's runtime work exports it from
// shared/src/federation/loading.ts (REMOTE_LOAD_TIMEOUT_MS, counted from the moment the
// section's route is shown); until that file exists, the ceiling of 8 s stands in.
import { existsSync, readFileSync } from 'node:fs';

export const LOADING_MODULE = new URL('../../shared/src/federation/loading.ts', import.meta.url);
/** Issue 12: "at most 8 s from the moment its route is shown". */
export const DEFAULT_LOAD_TIMEOUT_MS = 8000;

/**
 * Reads `export const NAME = 8_000` (a plain number literal) from TypeScript source.
 * @param {string} source
 * @param {string} name
 * @returns {number | null}
 */
export function numberExport(source, name) {
  const match = source.match(new RegExp(`export\\s+const\\s+${name}\\s*(?::\\s*number\\s*)?=\\s*([\\d_]+)\\s*;?`));
  return match ? Number(match[1].replaceAll('_', '')) : null;
}

/** Compiles the module (types stripped) and imports it; null when it cannot stand alone. */
async function importTypeScript(source) {
  try {
    const { default: ts } = await import('typescript');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    return await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  } catch {
    return null;
  }
}

/**
 * { loadTimeoutMs, slowNoticeMs, source }: where the figures came from is printed with the run.
 * @param {URL | string} [file]
 * @returns {Promise<{ loadTimeoutMs: number, slowNoticeMs: number | null, source: string }>}
 */
export async function loadBounds(file = LOADING_MODULE) {
  if (!existsSync(file)) {
    return {
      loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
      slowNoticeMs: null,
      source: 'issue 12 ceiling (shared/src/federation/loading.ts not found)',
    };
  }
  const source = readFileSync(file, 'utf8');
  const module = await importTypeScript(source);
  const read = (name) => (typeof module?.[name] === 'number' ? module[name] : numberExport(source, name));
  const loadTimeoutMs = read('REMOTE_LOAD_TIMEOUT_MS');
  return {
    loadTimeoutMs: loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
    slowNoticeMs: read('REMOTE_SLOW_NOTICE_MS'),
    source:
      loadTimeoutMs === null
        ? 'issue 12 ceiling (REMOTE_LOAD_TIMEOUT_MS not readable in loading.ts)'
        : 'shared/src/federation/loading.ts',
  };
}
