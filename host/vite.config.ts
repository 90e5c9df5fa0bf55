import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { defaultRemoteUrls } from '../shared/build/ports';
import { inlineScriptPlugin } from './build/inlineScriptPlugin';
import { prerenderPlugin } from './build/prerender';
import { remotesJsonPlugin } from './build/remotesJsonPlugin';
import { seoPlugin } from './build/seoPlugin';

export default defineAppConfig({
  app: 'host',
  remotes: defaultRemoteUrls('preview'),
  runtimePlugins: [fileURLToPath(new URL('./src/features/remotes/runtime/remoteUrlPlugin.ts', import.meta.url))],
  plugins: [
    remotesJsonPlugin(),
    seoPlugin(),
    inlineScriptPlugin(fileURLToPath(new URL('./public/theme-init.js', import.meta.url)), '/theme-init.js'),
    prerenderPlugin(fileURLToPath(new URL('.', import.meta.url))),
  ],
});
