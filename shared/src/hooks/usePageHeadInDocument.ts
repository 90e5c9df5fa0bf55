import { useEffect } from 'react';
import { applyDocumentMeta } from '../documentMeta';
import type { PageHead } from '../federation/contract';
import { owner } from '../owner';
import { absoluteUrl, fillOwner } from '../seo';

/**
 * A page module's page rendered on the client (a back or forward step, a static host): the
 * document's title, description and canonical URL follow its path, as the server's head fragment
 * sets them on a composed page. `pageHead` is the module's own export.
 */
export function usePageHeadInDocument(path: string, pageHead: (path: string) => PageHead | null): void {
  useEffect(() => {
    const head = pageHead(path);
    if (head)
      applyDocumentMeta({
        title: fillOwner(head.title, owner),
        description: fillOwner(head.description, owner),
        canonical: absoluteUrl(owner.siteUrl, path),
      });
  }, [path, pageHead]);
}
