/**
 * Makes a remote's remoteEntry.js export the federation contract version it was built against, so
 * the host checks it before the remote is initialised, with no extra request.
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
