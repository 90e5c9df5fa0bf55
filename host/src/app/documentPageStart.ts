/** What a document page (shared/src/hydration/documentPage.ts) runs instead of the app. */
import { recordStaticServerSections } from '../features/remotes/utils/serverSectionChecks';
import { recordThisDocumentView, scheduleFieldData } from './fieldDataStart';

const root = document.getElementById('root');
if (root) recordStaticServerSections(root);
recordThisDocumentView();
scheduleFieldData();
