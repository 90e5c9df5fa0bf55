import { useEffect } from 'react';
import { owner } from '@portfolio/shared/owner';

/** Sets the document title as "Page · Owner", or just the owner's name and title on Home. */
export function pageTitle(page: string | null): string {
  return page ? `${page} · ${owner.name}` : `${owner.name} · ${owner.title}`;
}

export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
