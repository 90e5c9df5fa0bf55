import { useEffect } from 'react';
import { applyDocumentMeta } from '../documentMeta';
import type { PageHead } from '../federation/contract';
import { absoluteUrl } from '../basePath';
import { documentLocale } from '../i18n/locale';
import { fillOwner, owner } from '../owner';

/** A page module's page rendered on the client: the document's title, description and canonical URL follow its path. */
export function usePageHeadInDocument(path: string, pageHead: (path: string) => PageHead | null): void {
  useEffect(() => {
    const head = pageHead(path);
    if (head)
      applyDocumentMeta({
        title: fillOwner(head.title, owner, documentLocale()),
        description: fillOwner(head.description, owner, documentLocale()),
        canonical: absoluteUrl(owner.siteUrl, path),
      });
  }, [path, pageHead]);
}
