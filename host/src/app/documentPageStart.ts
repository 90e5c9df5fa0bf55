/**
 * What a document page runs while the app is not loaded (shared/src/hydration/documentPage.ts):
 * the boot module imports it there instead of the app (host/build/firstPaint.ts). It notes the
 * view and the section the server composed, and starts the field data, as the app would have; the
 * app, if the visitor's intent loads it, notes neither again.
 */
import { recordStaticServerSections } from '../features/remotes/runtime/staticSections';
import { recordThisDocumentView, scheduleFieldData } from './fieldDataStart';

const root = document.getElementById('root');
if (root) recordStaticServerSections(root);
recordThisDocumentView();
scheduleFieldData();
