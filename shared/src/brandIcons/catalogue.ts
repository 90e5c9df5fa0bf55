/**
 * The brand icons the site bundles, so the page needs no icon CDN. Named imports only: each `si…`
 * export is a plain object, so the bundler keeps just these. Sources and licences: ../../../README.md.
 */
import {
  siAndroid,
  siAndroidstudio,
  siBootstrap,
  siCypress,
  siDart,
  siDocker,
  siExpress,
  siFigma,
  siFirebase,
  siFlutter,
  siGit,
  siGithub,
  siGitlab,
  siHtml5,
  siJavascript,
  siJest,
  siJira,
  siLaravel,
  siMongodb,
  siMysql,
  siNextdotjs,
  siNginx,
  siNodedotjs,
  siPostgresql,
  siPrisma,
  siPython,
  siReact,
  siRedux,
  siSonarqubeserver,
  siTailwindcss,
  siTestinglibrary,
  siTypescript,
  siVercel,
  siVite,
  siWebpack,
} from 'simple-icons';
// Icons the current release no longer has, from the last release that did (npm aliases).
import { siAmazonwebservices, siCss3, siVisualstudiocode } from 'simple-icons-v12';
import { siJava } from 'simple-icons-v5/icons';
import type { IconRecord } from '../types/entities';

/** What an icon data set publishes per brand. */
export type IconSource = Omit<IconRecord, 'slug'>;

export const ICON_CATALOGUE: readonly IconSource[] = [
  siTypescript,
  siJavascript,
  siDart,
  siJava,
  siReact,
  siFlutter,
  siAndroid,
  siHtml5,
  siCss3,
  siNodedotjs,
  siExpress,
  siNextdotjs,
  siPrisma,
  siAmazonwebservices,
  siPostgresql,
  siFirebase,
  siNginx,
  siVercel,
  siTestinglibrary,
  siJest,
  siCypress,
  siDocker,
  siGit,
  siJira,
  siGithub,
  siGitlab,
  siVisualstudiocode,
  siAndroidstudio,
  siSonarqubeserver,
  siFigma,
  // Skill cards only.
  siBootstrap,
  siTailwindcss,
  siPython,
  siMysql,
  siMongodb,
  siLaravel,
  siWebpack,
  siRedux,
  siVite,
];

/** Spec slugs whose brand's title, and so its derived slug, has changed in the data set. */
export const SLUG_RENAMES: Readonly<Record<string, string>> = {
  amazonaws: 'amazonwebservices',
  sonarqube: 'sonarqubeserver',
};
