/** The owner's file, checked by every app's build (each shows some of it). */
import type { ContentCheck } from './contentCheckPlugin';
import { validateOwner } from './validate';

export const ownerCheck: ContentCheck = {
  file: '../shared/src/owner.json',
  validate: (module, file) => validateOwner(module.default, file),
};
