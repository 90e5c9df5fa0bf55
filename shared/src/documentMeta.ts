export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute; null leaves the canonical link as it is. */
  canonical: string | null;
  /** The page's `hreflang` links (none on a noindex page); absent leaves the document's as they are. */
  languages?: readonly { hreflang: string; href: string }[];
}

function setMeta(head: ParentNode, selector: string, attribute: string, value: string | null) {
  const element = head.querySelector(selector);
  if (element && value !== null) element.setAttribute(attribute, value);
}

function replaceLanguageLinks(doc: Document, languages: readonly { hreflang: string; href: string }[]) {
  const old = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')];
  const same = (link: HTMLLinkElement, index: number) =>
    link.hreflang === languages[index]?.hreflang && link.href === languages[index]?.href;
  if (old.length === languages.length && old.every(same)) return;
  const anchor = old[0] ?? doc.head.querySelector('link[rel="canonical"]')?.nextSibling ?? null;
  for (const { hreflang, href } of languages)
    doc.head.insertBefore(Object.assign(doc.createElement('link'), { rel: 'alternate', hreflang, href }), anchor);
  for (const link of old) link.remove();
}

/** After a client-side navigation: the document's title, description, canonical URL, `hreflang` links, preview tags. */
export function applyDocumentMeta(meta: DocumentMeta, doc: Document = document): void {
  doc.title = meta.title;
  setMeta(doc.head, 'meta[name="description"]', 'content', meta.description);
  setMeta(doc.head, 'meta[property="og:title"]', 'content', meta.title);
  setMeta(doc.head, 'meta[name="twitter:title"]', 'content', meta.title);
  setMeta(doc.head, 'meta[property="og:description"]', 'content', meta.description);
  setMeta(doc.head, 'meta[name="twitter:description"]', 'content', meta.description);
  setMeta(doc.head, 'link[rel="canonical"]', 'href', meta.canonical);
  setMeta(doc.head, 'meta[property="og:url"]', 'content', meta.canonical);
  if (meta.languages) replaceLanguageLinks(doc, meta.languages);
}
