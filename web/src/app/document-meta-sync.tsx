import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { brand, documentTitle, pageMetaFor } from '@ferrum/shared';
import { canonicalUrl } from './document-head.ts';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Keeps title, description and canonical in step with client-side navigation (the prerender wrote the first ones). */
export function DocumentMetaSync() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = pageMetaFor(pathname);
    if (!page) {
      document.title = brand.company;
      return;
    }
    document.title = documentTitle(page);
    setMeta('meta[name="description"]', 'content', page.description);
    setMeta('meta[property="og:title"]', 'content', documentTitle(page));
    setMeta('meta[property="og:description"]', 'content', page.description);
    setMeta('link[rel="canonical"]', 'href', canonicalUrl(page.path));
    setMeta('meta[property="og:url"]', 'content', canonicalUrl(page.path));
  }, [pathname]);
  return null;
}
