// The rules a remote release's fragment files must meet. The servers paste these files into the
// host's page as they are, so a bad one would break the page or its strict CSP: a remote's build and
// the deploy script refuse it. Each check returns one-line problems, none when the file is fine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import config from './apps.json' with { type: 'json' };

/** The folder of a language's fragments in a release: none for the first of apps.json's locales. @param {string} [locale] */
function localeDir(locale) {
  return !locale || locale === config.locales[0] ? '' : `${locale}/`;
}

/**
 * Fragment file names carry the federation contract's major (shared/src/federation/version.ts): a
 * host page includes only its own major's files, so a server never composes a section the host's
 * code would refuse; that include fails and the page gets the skeleton.
 * A language other than the first has its files in its own folder (`de/fragment.contract-1.html`).
 * @param {number | string} major
 * @param {string} [locale]
 * @returns {{ body: string, head: string }}
 */
export function fragmentFileNames(major, locale) {
  const dir = localeDir(locale);
  return { body: `${dir}fragment.contract-${major}.html`, head: `${dir}fragment-head.contract-${major}.html` };
}

/** A fragment file's name: [, '-head' or undefined, major]. */
export const FRAGMENT_FILE_NAME = /^fragment(-head)?\.contract-(\d{1,4})\.html$/;

/**
 * The include path of a section's fragment (body) or its head part, for a host of contract `major`.
 * @param {string} remote
 * @param {'body' | 'head'} part
 * @param {number | string} major
 * @param {string} [locale] the page's language
 * @returns {string}
 */
export function fragmentIncludePath(remote, part, major, locale) {
  return `/_fragment/${remote}/contract-${major}/${localeDir(locale)}${part}`;
}

/**
 * The include path of the page a remote pre-rendered under a prefix it owns (apps.json `prefixes`):
 * one path for every such page; the server adds the request's path (pageFragmentFile).
 * @param {string} remote
 * @param {'body' | 'head'} part
 * @param {number | string} major
 * @returns {string}
 */
export function pageFragmentIncludePath(remote, part, major) {
  return `/_fragment/${remote}/contract-${major}/page/${part}`;
}

/** An include path: [, remote, major, locale or undefined, 'page/' or undefined, 'body' | 'head']. */
export const FRAGMENT_INCLUDE_PATH =
  /^\/_fragment\/([a-z0-9-]+)\/contract-(\d{1,4})\/(?:([a-z]{2})\/)?(page\/)?(body|head)$/;

/**
 * The host's pre-rendered shell for the pages under a remote's prefix in a language, relative to its build.
 * @param {string} remote
 * @param {string} [locale]
 * @returns {string}
 */
export function prefixShellFile(remote, locale) {
  return `_prefix/${localeDir(locale)}${remote}.html`;
}

/** Where a remote's release keeps the files it serves under its prefix: `pages/writing/feed.xml`. */
export const PAGES_DIR = 'pages';

/**
 * The file of a page a remote pre-rendered for `pagePath`, relative to its release
 * (`pages/writing/hello/fragment.contract-1.html`). No such file: no such page.
 * @param {string} pagePath
 * @param {'body' | 'head'} part
 * @param {number | string} major
 * @returns {string}
 */
export function pageFragmentFile(pagePath, part, major) {
  return `${PAGES_DIR}${pagePath}/${fragmentFileNames(major)[part]}`;
}

/**
 * The contract major of a version such as "1.2.0".
 * @param {string} version
 * @returns {number}
 */
export function contractMajorOf(version) {
  const major = /^(\d+)\./.exec(version)?.[1];
  if (major === undefined) throw new Error(`not a semver version: ${JSON.stringify(version)}`);
  return Number(major);
}
export const RELEASE_TOKEN = '/__mf_release__/';

/** Safe release and folder names: they end up in URLs, paths and nginx's config. */
export const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * @typedef {{ type: 'element', name: string, attributes: { name: string, value: string }[] } | { type: 'text', text: string } | { type: 'comment' }} FragmentNode
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
// Their content is text up to the matching end tag.
const RAW_TEXT = new Set(['style', 'textarea', 'title']);
const FOREIGN = new Set(['svg', 'math']);
const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9:-]*/;
const ATTRIBUTE = /^\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/;

/**
 * Why a release or folder name is unsafe, or null.
 * @param {unknown} name
 * @returns {string | null}
 */
export function releaseNameProblem(name) {
  if (typeof name !== 'string' || !SAFE_NAME.test(name) || name.includes('..')) {
    return `unsafe release name ${JSON.stringify(name)}: use [a-z0-9][a-z0-9._-]{0,63}, without ".."`;
  }
  return null;
}

function decodeEntities(value) {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

/** Browsers ignore ASCII whitespace and control characters in a URL's scheme. */
function isJavascriptUrl(value) {
  // eslint-disable-next-line no-control-regex -- control characters are what browsers strip
  return /^javascript:/i.test(decodeEntities(value).replace(/[\u0000-\u0020]/g, ''));
}

/**
 * Parses HTML into top-level nodes, checking that tags balance (void elements and self-closing
 * foreign elements need no end tag).
 * @param {string} html
 * @returns {{ nodes: FragmentNode[], problems: string[], elements: { name: string, attributes: { name: string, value: string }[] }[] }}
 */
export function parseFragment(html) {
  const problems = [];
  const nodes = [];
  const stack = [];
  let position = 0;
  const add = (node) => {
    if (stack.length === 0) nodes.push(node);
  };

  while (position < html.length && problems.length === 0) {
    const next = html.indexOf('<', position);
    const textEnd = next === -1 ? html.length : next;
    if (textEnd > position) add({ type: 'text', text: html.slice(position, textEnd) });
    if (next === -1) break;
    position = next;

    if (html.startsWith('<!--', position)) {
      const end = html.indexOf('-->', position + 4);
      if (end === -1) {
        problems.push('a comment is not closed');
        break;
      }
      add({ type: 'comment' });
      position = end + 3;
      continue;
    }
    if (html.startsWith('</', position)) {
      const match = /^<\/([a-zA-Z][a-zA-Z0-9:-]*)\s*>/.exec(html.slice(position));
      if (!match) {
        problems.push(`malformed end tag at offset ${position}`);
        break;
      }
      const name = match[1].toLowerCase();
      const open = stack.pop();
      if (open !== name) {
        problems.push(open ? `</${name}> closes <${open}>` : `</${name}> has no start tag`);
        break;
      }
      position += match[0].length;
      continue;
    }
    const nameMatch = TAG_NAME.exec(html.slice(position + 1));
    if (!nameMatch) {
      // A "<" that starts no tag: HTML would show it as text, React would have escaped it.
      problems.push(`stray "<" at offset ${position}`);
      break;
    }
    const name = nameMatch[0].toLowerCase();
    let cursor = position + 1 + nameMatch[0].length;
    const attributes = [];
    let closed = false;
    let selfClosing = false;
    while (cursor < html.length) {
      const rest = html.slice(cursor);
      const end = /^\s*(\/?)>/.exec(rest);
      if (end) {
        selfClosing = end[1] === '/';
        cursor += end[0].length;
        closed = true;
        break;
      }
      const attribute = ATTRIBUTE.exec(rest);
      if (!attribute || attribute[0].trim() === '') break;
      attributes.push({
        name: attribute[1].toLowerCase(),
        value: attribute[2] ?? attribute[3] ?? attribute[4] ?? '',
      });
      cursor += attribute[0].length;
    }
    if (!closed) {
      problems.push(`<${name}> tag is not well-formed`);
      break;
    }
    add({ type: 'element', name, attributes });
    position = cursor;

    const inForeign = stack.some((open) => FOREIGN.has(open)) || FOREIGN.has(name);
    if (VOID.has(name)) continue;
    if (selfClosing) {
      if (inForeign) continue;
      problems.push(`<${name}/> is not self-closing in HTML`);
      break;
    }
    if (RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, position);
      if (end === -1) {
        problems.push(`<${name}> is not closed`);
        break;
      }
      position = end;
    }
    stack.push(name);
  }
  if (problems.length === 0 && stack.length) problems.push(`<${stack.at(-1)}> is not closed`);
  return { nodes, problems, elements: collectElements(html) };
}

/** Every start tag's name and attributes, anywhere in the file (for the safety rules). */
function collectElements(html) {
  const elements = [];
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g)) {
    const attributes = [];
    let rest = match[2];
    for (;;) {
      const attribute = ATTRIBUTE.exec(rest);
      if (!attribute || attribute[0].trim() === '' || attribute[1] === '/') break;
      attributes.push({ name: attribute[1].toLowerCase(), value: attribute[2] ?? attribute[3] ?? attribute[4] ?? '' });
      rest = rest.slice(attribute[0].length);
    }
    elements.push({ name: match[1].toLowerCase(), attributes });
  }
  return elements;
}

/** No scripts, inline event handlers or javascript: URLs (the page's CSP is strict). */
function safetyProblems(html, elements) {
  const problems = [];
  if (/<script/i.test(html)) problems.push('contains a <script>');
  for (const { name, attributes } of elements) {
    for (const attribute of attributes) {
      if (/^on/.test(attribute.name)) problems.push(`<${name}> has an inline event handler (${attribute.name}=)`);
      else if (isJavascriptUrl(attribute.value)) problems.push(`<${name}> has a javascript: URL (${attribute.name}=)`);
    }
  }
  return problems;
}

function trailingNewlineProblem(html) {
  return /[\r\n]$/.test(html) ? 'ends with a newline (it would land inside the section markup)' : null;
}

/**
 * Problems of a remote's fragment (fragment.contract-<major>.html): one root <div data-mf-remote="<remote>">, well-formed, safe.
 * @param {string} html
 * @param {string} remote
 * @returns {string[]}
 */
export function fragmentProblems(html, remote) {
  const problems = [];
  const newline = trailingNewlineProblem(html);
  if (newline) problems.push(newline);
  const { nodes, problems: syntax, elements } = parseFragment(html);
  problems.push(...syntax.map((problem) => `not well-formed HTML: ${problem}`));
  if (syntax.length === 0) {
    const significant = nodes.filter((node) => !(node.type === 'text' && node.text.trim() === '' && newline));
    const [root] = significant;
    const rootRemote = root?.type === 'element' ? root.attributes.find((a) => a.name === 'data-mf-remote') : undefined;
    if (significant.length !== 1 || root?.type !== 'element' || root.name !== 'div' || rootRemote?.value !== remote) {
      problems.push(`must be exactly one root <div data-mf-remote="${remote}">…</div>`);
    }
  }
  problems.push(...safetyProblems(html, elements));
  return problems;
}

const HEAD_LINK_RELS = new Set(['stylesheet', 'preload', 'modulepreload']);

/** Why one top-level node of the head fragment is not allowed there, or null. */
function headNodeProblem(node, remote) {
  if (node.type === 'text' && node.text.trim() === '') return null;
  const attribute = (name) =>
    node.type === 'element' ? node.attributes.find((candidate) => candidate.name === name)?.value : undefined;
  if (node.type === 'element' && node.name === 'link') {
    if (HEAD_LINK_RELS.has(attribute('rel') ?? '') && attribute('href')?.startsWith(RELEASE_TOKEN)) return null;
    // An image preload for an <img srcset> (React writes it with no href): every candidate from the release.
    const srcset = attribute('imagesrcset');
    if (attribute('rel') === 'preload' && attribute('as') === 'image' && srcset && !attribute('href')) {
      const urls = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
      if (urls.every((url) => url.startsWith(RELEASE_TOKEN) && !url.includes('..'))) return null;
    }
    // The section's stylesheets, through the host's bounded /_release/<remote>/ path.
    const own = `/_release/${remote ?? ''}`;
    const href = attribute('href') ?? '';
    if (attribute('rel') === 'stylesheet' && remote && href.startsWith(`${own}/`) && !href.includes('..')) return null;
  }
  if (node.type === 'element' && node.name === 'meta') {
    const name = attribute('name') ?? '';
    if (
      (remote ? name === `mf-release-${remote}` : name.startsWith('mf-release-')) &&
      attribute('content')?.startsWith(RELEASE_TOKEN)
    )
      return null;
  }
  return `may only hold <link rel="stylesheet|preload|modulepreload" href="${RELEASE_TOKEN}…"> and <meta name="mf-release-${remote ?? '<remote>'}" content="${RELEASE_TOKEN}…"> tags`;
}

const PAGE_META_NAMES = /^(description|robots|twitter:[a-z:]+)$/;
const PAGE_LINK_RELS = new Set(['canonical', 'alternate']);
const JSON_LD = /<script type="application\/ld\+json">([^<]*)<\/script>/g;

/** Why one top-level node of a page's head fragment is neither a section's head tag nor page metadata, or null. */
function pageHeadNodeProblem(node, remote) {
  if (!headNodeProblem(node, remote)) return null;
  if (node.type === 'element') {
    const attribute = (name) => node.attributes.find((candidate) => candidate.name === name)?.value;
    if (node.name === 'title') return null;
    if (
      node.name === 'meta' &&
      (PAGE_META_NAMES.test(attribute('name') ?? '') || /^og:/.test(attribute('property') ?? ''))
    )
      return null;
    if (
      node.name === 'link' &&
      PAGE_LINK_RELS.has(attribute('rel') ?? '') &&
      /^(https?:\/\/|\/)/.test(attribute('href') ?? '')
    )
      return null;
    if (node.name === 'script' && attribute('type') === 'application/ld+json' && node.attributes.length === 1)
      return null;
  }
  return 'may only hold the section\'s head tags and page metadata (<title>, <meta name="description|robots|twitter:…">, <meta property="og:…">, <link rel="canonical|alternate">, <script type="application/ld+json">)';
}

/**
 * Problems of the head fragment of a page under a prefix (pages/<path>/fragment-head.contract-<major>.html):
 * the section's head tags and the page's own metadata, which the host's shell for the prefix leaves
 * out. JSON-LD is data, never run (and holds no "<"); any other script is refused.
 * @param {string} html
 * @param {string} remote
 * @returns {string[]}
 */
export function pageHeadProblems(html, remote) {
  const problems = [];
  const newline = trailingNewlineProblem(html);
  if (newline) problems.push(newline);
  for (const [, json] of html.matchAll(JSON_LD)) {
    try {
      JSON.parse(json ?? '');
    } catch {
      problems.push('a <script type="application/ld+json"> does not hold JSON');
    }
  }
  const { nodes, problems: syntax, elements } = parseFragment(html);
  problems.push(...syntax.map((problem) => `not well-formed HTML: ${problem}`));
  const misplaced = nodes.map((node) => pageHeadNodeProblem(node, remote)).find(Boolean);
  if (misplaced) problems.push(misplaced);
  problems.push(...safetyProblems(html.replace(JSON_LD, ''), elements));
  return problems;
}

/**
 * Problems of the head fragment (fragment-head.contract-<major>.html): the section's stylesheets and preloads from its own release
 * (nothing from a third-party host) and the release marker the host compares with its code.
 * @param {string} html
 * @param {string} [remote]
 * @returns {string[]}
 */
export function fragmentHeadProblems(html, remote) {
  const problems = [];
  const newline = trailingNewlineProblem(html);
  if (newline) problems.push(newline);
  const { nodes, problems: syntax, elements } = parseFragment(html);
  problems.push(...syntax.map((problem) => `not well-formed HTML: ${problem}`));
  const misplaced = nodes.map((node) => headNodeProblem(node, remote)).find(Boolean);
  if (misplaced) problems.push(misplaced);
  problems.push(...safetyProblems(html, elements));
  return problems;
}

/**
 * Problems of a release folder (a remote's dist): the fragment files of one contract major, both
 * present and valid.
 * @param {string} distDir
 * @param {string} remote
 * @returns {string[]}
 */
export function releaseFragmentProblems(distDir, remote) {
  const majors = [
    ...new Set(
      (existsSync(distDir) ? readdirSync(distDir) : [])
        .map((file) => FRAGMENT_FILE_NAME.exec(file)?.[2])
        .filter((major) => major !== undefined),
    ),
  ].sort((a, b) => Number(a) - Number(b));
  if (majors.length === 0)
    return [`${join(distDir, fragmentFileNames('<major>').body)}: missing (the remote's build writes it)`];
  if (majors.length > 1) return [`${distDir}: fragment files for more than one contract major (${majors.join(', ')})`];
  const names = fragmentFileNames(majors[0]);
  /** @type {[string, (html: string) => string[]][]} */
  const checks = [
    [names.body, (html) => fragmentProblems(html, remote)],
    [names.head, (html) => fragmentHeadProblems(html, remote)],
  ];
  return checks.flatMap(([file, check]) => {
    const path = join(distDir, file);
    if (!existsSync(path)) return [`${path}: missing (the remote's build writes it)`];
    return check(readFileSync(path, 'utf8')).map((problem) => `${path}: ${problem}`);
  });
}
