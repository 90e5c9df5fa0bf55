/**
 * Server-side composition, the host's half: a remote route's pre-rendered page carries SSI include
 * directives (nginx syntax) that the server fills from the remote's current release, or with the
 * section's skeleton when the remote does not answer in time.
 */
import { contractMajorOf, fragmentIncludePath, pageFragmentIncludePath } from '../../shared/build/fragment.mjs';
import type { RemoteName } from '../../shared/src/federation/contract';
import type { Locale } from '../../shared/src/i18n/locale';
import { FEDERATION_CONTRACT_VERSION } from '../../shared/src/federation/version';

/** What React's server render leaves where a remote section goes (RemoteRoute). */
export function includePointTag(remote: RemoteName): string {
  return `<template data-mf-include="${remote}"></template>`;
}

export function skeletonBlockName(remote: RemoteName): string {
  return `mf-skeleton-${remote}`;
}

/**
 * Turns a page's include point into directives: the section's head tags (else nothing) and its HTML
 * (else its skeleton, an SSI block, which must be defined before use). The include paths name the
 * host's contract major, so a release built against another is never composed into this page.
 */
export function withIncludes(
  page: string,
  remote: RemoteName,
  skeletonHtml: string,
  contractMajor: number = contractMajorOf(FEDERATION_CONTRACT_VERSION),
  /** A prefix's shell includes the remote's page for the request's path; `fallbackHead` stands in for its head. */
  prefixShell?: { fallbackHead: string },
  /** The page's language: a section's include names its fragment in it (a page's path carries its own). */
  locale?: Locale,
): string {
  const point = includePointTag(remote);
  const count = page.split(point).length - 1;
  if (count !== 1) throw new Error(`expected one include point for ${remote}, found ${count}`);
  if (!page.includes('</head>') || !/<body[^>]*>/.test(page)) throw new Error('page has no </head> or <body>');
  const stub = skeletonBlockName(remote);
  const includePath = (part: 'head' | 'body') =>
    prefixShell
      ? pageFragmentIncludePath(remote, part, contractMajor)
      : fragmentIncludePath(remote, part, contractMajor, locale);
  const headStub = prefixShell
    ? `<!--# block name="mf-page-head" -->${prefixShell.fallbackHead}<!--# endblock -->`
    : '';
  return page
    .replace(
      '</head>',
      `<!--# block name="mf-empty" --><!--# endblock -->${headStub}<!--# include virtual="${includePath('head')}" stub="${prefixShell ? 'mf-page-head' : 'mf-empty'}" --></head>`,
    )
    .replace(/<body[^>]*>/, (body) => `${body}<!--# block name="${stub}" -->${skeletonHtml}<!--# endblock -->`)
    .replace(point, `<!--# include virtual="${includePath('body')}" stub="${stub}" -->`);
}
