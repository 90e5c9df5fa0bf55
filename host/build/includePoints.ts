/**
 * Server-side composition, the host's half: the pre-rendered page of a remote route carries
 * server-side include directives (nginx SSI syntax; `npm start` does the same) where the
 * section's HTML goes. The server fills them from the remote's current release at request time,
 * or with the section's skeleton when the remote does not answer in time.
 */
import { contractMajorOf, fragmentIncludePath, pageFragmentIncludePath } from '../../shared/build/fragment.mjs';
import type { RemoteName } from '../../shared/src/federation/contract';
import { FEDERATION_CONTRACT_VERSION } from '../../shared/src/federation/version';

/** What React's server render leaves where a remote section goes (IncludePoint). */
export function includePointTag(remote: RemoteName): string {
  return `<template data-mf-include="${remote}"></template>`;
}

export function skeletonBlockName(remote: RemoteName): string {
  return `mf-skeleton-${remote}`;
}

/**
 * Turns a page's include point into directives: the section's stylesheets in the head (nothing
 * when they cannot be had), the section's HTML in the body (its skeleton when it cannot be had).
 * The skeleton is an SSI block, defined before use and not itself output. The include paths name
 * the host's contract major: a release built against another one has no such fragment, so its
 * section is never composed into this host's page (the browser's fallback names the mismatch).
 */
export function withIncludes(
  page: string,
  remote: RemoteName,
  skeletonHtml: string,
  contractMajor: number = contractMajorOf(FEDERATION_CONTRACT_VERSION),
  /**
   * A prefix's shell: the includes name the page the remote pre-rendered for the request's path,
   * whose head carries the page's metadata; `fallbackHead` (a title) stands in when it cannot be had.
   */
  prefixShell?: { fallbackHead: string },
): string {
  const point = includePointTag(remote);
  const count = page.split(point).length - 1;
  if (count !== 1) throw new Error(`expected one include point for ${remote}, found ${count}`);
  if (!page.includes('</head>') || !/<body[^>]*>/.test(page)) throw new Error('page has no </head> or <body>');
  const stub = skeletonBlockName(remote);
  const includePath = prefixShell ? pageFragmentIncludePath : fragmentIncludePath;
  const headStub = prefixShell
    ? `<!--# block name="mf-page-head" -->${prefixShell.fallbackHead}<!--# endblock -->`
    : '';
  return page
    .replace(
      '</head>',
      `<!--# block name="mf-empty" --><!--# endblock -->${headStub}<!--# include virtual="${includePath(remote, 'head', contractMajor)}" stub="${prefixShell ? 'mf-page-head' : 'mf-empty'}" --></head>`,
    )
    .replace(/<body[^>]*>/, (body) => `${body}<!--# block name="${stub}" -->${skeletonHtml}<!--# endblock -->`)
    .replace(point, `<!--# include virtual="${includePath(remote, 'body', contractMajor)}" stub="${stub}" -->`);
}
