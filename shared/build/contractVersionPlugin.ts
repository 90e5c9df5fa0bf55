/**
 * Makes a remote publish the federation contract version it was built against, as an extra
 * export of its remoteEntry.js. The host's runtime plugin reads it from the entry's exports
 * as soon as the entry has loaded, before the remote is initialised or any section renders:
 * no extra request. Applies in dev and build alike (it transforms the plugin's virtual entry).
 */
import type { Plugin } from 'vite';
import { CONTRACT_VERSION_EXPORT, FEDERATION_CONTRACT_VERSION } from '../src/federation/version';

/** @module-federation/vite's virtual module for the remote entry (REMOTE_ENTRY_ID in its source). */
const REMOTE_ENTRY_ID = 'virtual:mf-REMOTE_ENTRY_ID';

export function contractVersionExport(version: string = FEDERATION_CONTRACT_VERSION): string {
  return `\nexport const ${CONTRACT_VERSION_EXPORT} = ${JSON.stringify(version)};\n`;
}

export function contractVersionPlugin(): Plugin {
  return {
    name: 'portfolio-contract-version',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(REMOTE_ENTRY_ID) || code.includes(CONTRACT_VERSION_EXPORT)) return null;
      return { code: code + contractVersionExport(), map: null };
    },
  };
}
