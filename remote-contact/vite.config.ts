import { fileURLToPath } from 'node:url';
import { contentCheck } from '../shared/build/content/contentCheckPlugin';
import { ownerCheck } from '../shared/build/content/ownerCheck';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { formServiceEnv } from './build/formServiceEnv.ts';
import { exposes } from './src/exposed/exposes';

const root = fileURLToPath(new URL('.', import.meta.url));

// The contact page's content is the owner's email and city (shared/src/owner.json).
export default defineAppConfig({
  app: 'contact',
  exposes,
  plugins: [formServiceEnv(), contentCheck(root, [ownerCheck])],
});
