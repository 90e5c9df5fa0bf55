import { fileURLToPath } from 'node:url';
import { contentCheck } from '../shared/build/content/contentCheckPlugin';
import { ownerCheck } from '../shared/build/content/ownerCheck';
import { validateSkills } from '../shared/build/content/validate';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { exposes } from './src/exposed/exposes';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineAppConfig({
  app: 'skills',
  exposes,
  plugins: [
    contentCheck(root, [
      ownerCheck,
      {
        // The skills are site content in shared/ (the host's résumé lists them too); the icons are checked here.
        file: '../shared/src/content/skills.ts',
        uses: {
          brand: '../shared/src/brandIcons/brandIconFor.ts',
          groups: 'src/features/skill-cards/data/groupIcons.ts',
        },
        validate: (module, file, { brand, groups }) =>
          validateSkills(module, file, {
            isBrandIcon: (slug) => (brand!.brandIconFor as (slug: string) => unknown)(slug) !== undefined,
            groupIcons: groups!.GROUP_ICON_NAMES as string[],
            catalogue: 'shared/src/brandIcons/catalogue.ts',
          }),
      },
    ]),
  ],
});
