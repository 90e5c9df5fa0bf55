/** The owner's file, checked by every app's build (each shows some of it). */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ContentCheck } from './contentCheckPlugin';
import { validateOwner } from './validate';

const HOST_PUBLIC = fileURLToPath(new URL('../../../host/public', import.meta.url));

/** Whether a site path names a file in host/public (an owner's own résumé PDF). */
export function isHostPublicFile(path: string): boolean {
  const file = `${HOST_PUBLIC}${path}`;
  return existsSync(file) && statSync(file).isFile();
}

export const ownerCheck: ContentCheck = {
  file: '../shared/src/owner.json',
  validate: (module, file) => validateOwner(module.default, file, isHostPublicFile),
};
