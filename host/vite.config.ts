import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { defaultRemoteUrls } from '../shared/build/ports';
import { remotesJsonPlugin } from './build/remotesJsonPlugin';

export default defineAppConfig({
  app: 'host',
  remotes: defaultRemoteUrls('preview'),
  runtimePlugins: [fileURLToPath(new URL('./src/features/remotes/runtime/remoteUrlPlugin.ts', import.meta.url))],
  plugins: [remotesJsonPlugin()],
});
