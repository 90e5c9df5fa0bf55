import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { contentCheck } from '../shared/build/content/contentCheckPlugin';
import { ownerCheck } from '../shared/build/content/ownerCheck';
import {
  validateAbout,
  validateEducation,
  validateProfile,
  validateRoutes,
  validateTaglines,
} from '../shared/build/content/validate';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { defaultRemoteUrls } from '../shared/build/ports';
import { entryWordsPlugin } from './build/entryWordsPlugin';
import { firstPaintPlugin } from './build/firstPaint';
import { inlineScriptPlugin } from './build/inlineScriptPlugin';
import { prerenderPlugin } from './build/prerender';
import { remotesJsonPlugin } from './build/remotesJsonPlugin';
import { seoPlugin } from './build/seoPlugin';
import { inlineSections, isSingleBundleBuild, singleBundleConfig } from './build/singleBundle';

const hostRoot = fileURLToPath(new URL('.', import.meta.url));
/** SINGLE_BUNDLE=1: the benches' single-bundle build of this site, into dist-single (build/singleBundle.ts). */
const singleBundle = isSingleBundleBuild();

const config = defineAppConfig({
  app: 'host',
  federation: !singleBundle,
  remotes: defaultRemoteUrls('preview'),
  runtimePlugins: [fileURLToPath(new URL('./src/features/remotes/runtime/remoteUrlPlugin.ts', import.meta.url))],
  plugins: [
    contentCheck(fileURLToPath(new URL('.', import.meta.url)), [
      ownerCheck,
      { file: '../shared/build/apps.json', validate: (module, file) => validateRoutes(module.default, file) },
      {
        file: 'src/features/home/data/taglines.ts',
        validate: (module, file) => validateTaglines(module.TAGLINES, file),
      },
      { file: 'src/features/home/data/about.ts', validate: (module, file) => validateAbout(module.ABOUT, file) },
      { file: 'src/features/home/data/profile.ts', validate: (module, file) => validateProfile(module.PROFILE, file) },
      { file: 'src/features/education/data/education.ts', validate: validateEducation },
    ]),
    ...(singleBundle ? [] : [remotesJsonPlugin()]),
    seoPlugin(),
    entryWordsPlugin(),
    inlineScriptPlugin(fileURLToPath(new URL('./src/boot/themeInit.ts', import.meta.url)), '/theme-init.js'),
    // The single-bundle build is one file: its document pages load the app as every page does.
    firstPaintPlugin(
      singleBundle ? {} : { documentEntry: fileURLToPath(new URL('./src/app/documentPageStart.ts', import.meta.url)) },
    ),
    prerenderPlugin(hostRoot, singleBundle ? inlineSections(hostRoot) : {}),
  ],
});

export default singleBundle ? mergeConfig(config, await singleBundleConfig(hostRoot)) : config;
