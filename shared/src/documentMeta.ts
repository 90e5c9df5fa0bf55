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

/** Sets the document's title, description, canonical URL and preview tags after a client-side navigation. */
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
