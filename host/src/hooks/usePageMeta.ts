import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMetaFor } from '@portfolio/shared/seo';
import { SITE_OWNER } from '../utils/siteBase';

function setMeta(selector: string, attribute: string, value: string | null) {
  const element = document.head.querySelector(selector);
  if (element && value !== null) element.setAttribute(attribute, value);
}

/** Keeps the title, description, canonical URL and preview tags in step with the route. */
export function usePageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageMetaFor(pathname, SITE_OWNER);
    document.title = meta.title;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('meta[property="og:title"]', 'content', meta.title);
    setMeta('meta[name="twitter:title"]', 'content', meta.title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[name="twitter:description"]', 'content', meta.description);
    setMeta('link[rel="canonical"]', 'href', meta.canonical);
    setMeta('meta[property="og:url"]', 'content', meta.canonical);
  }, [pathname]);
}
