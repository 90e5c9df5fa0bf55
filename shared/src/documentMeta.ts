/**
 * Keeps the document's title, description, canonical URL and preview tags in step with a
 * client-side navigation: the host's for its own routes (usePageMeta), a remote's page module for
 * the pages under its prefix (the host does not know them).
 */
export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute; null leaves the canonical link as it is. */
  canonical: string | null;
}

function setMeta(head: ParentNode, selector: string, attribute: string, value: string | null) {
  const element = head.querySelector(selector);
  if (element && value !== null) element.setAttribute(attribute, value);
}

export function applyDocumentMeta(meta: DocumentMeta, doc: Document = document): void {
  doc.title = meta.title;
  setMeta(doc.head, 'meta[name="description"]', 'content', meta.description);
  setMeta(doc.head, 'meta[property="og:title"]', 'content', meta.title);
  setMeta(doc.head, 'meta[name="twitter:title"]', 'content', meta.title);
  setMeta(doc.head, 'meta[property="og:description"]', 'content', meta.description);
  setMeta(doc.head, 'meta[name="twitter:description"]', 'content', meta.description);
  setMeta(doc.head, 'link[rel="canonical"]', 'href', meta.canonical);
  setMeta(doc.head, 'meta[property="og:url"]', 'content', meta.canonical);
}
