import { describe, expect, it } from 'vitest';
import { brand, notFoundPage, pages, siteIcons } from '@ferrum/shared';
import { renderHeadTags } from './document-head.ts';
import type { PreviewImage } from './preview-image-tags.ts';

/** A head as a browser reads it. */
function parseHead(html: string): HTMLHeadElement {
  const head = document.createElement('head');
  head.innerHTML = html;
  return head;
}

const meta = (head: HTMLHeadElement, key: string) =>
  [...head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((tag) => tag.getAttribute('content'));

const image: PreviewImage = {
  url: `${brand.siteUrl}/assets/previews/blog-1-0123456789.png`,
  width: 1200,
  height: 630,
  alt: 'Ferrum Shield: Compliance, "Quotes" & <angles>',
};

describe('preview image tags', () => {
  const head = parseHead(renderHeadTags(pages.blog, { indexable: true, previewImage: image }));

  it('name the page’s own image once, absolute, with its size and alt text', () => {
    expect(meta(head, 'og:image')).toEqual([image.url]);
    expect(meta(head, 'og:image:width')).toEqual(['1200']);
    expect(meta(head, 'og:image:height')).toEqual(['630']);
    expect(meta(head, 'og:image:alt')).toEqual([image.alt]);
  });

  it('ask for the large card on X with the same image and alt text', () => {
    expect(meta(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(head, 'twitter:image')).toEqual([image.url]);
    expect(meta(head, 'twitter:image:alt')).toEqual([image.alt]);
  });

  it('no longer name the old /og-image.png', () => {
    expect(renderHeadTags(pages.home, { indexable: true, previewImage: image })).not.toContain('og-image.png');
  });

  it('fall back to the small card, with no image, where the page has none (the dev server)', () => {
    const bare = parseHead(renderHeadTags(notFoundPage, { indexable: false }));
    expect(meta(bare, 'og:image')).toEqual([]);
    expect(meta(bare, 'twitter:card')).toEqual(['summary']);
  });
});

describe('icon tags', () => {
  const head = parseHead(renderHeadTags(pages.contact, { indexable: true, previewImage: image }));
  const links = (rel: string) =>
    [...head.querySelectorAll(`link[rel="${rel}"]`)].map((link) =>
      [link.getAttribute('href'), link.getAttribute('sizes') ?? link.getAttribute('type')].join(' '),
    );

  it('name the ICO at 32 px and the SVG icon, so browsers that can pick the SVG', () => {
    expect(links('icon')).toEqual([`${siteIcons.favicon} 32x32`, `${siteIcons.svg} image/svg+xml`]);
  });

  it('name the touch icon, the manifest and the theme colour, once each', () => {
    expect(links('apple-touch-icon')).toEqual([`${siteIcons.appleTouch} `]);
    expect(links('manifest')).toEqual([`${siteIcons.manifest} `]);
    expect(meta(head, 'theme-color')).toEqual([brand.colors.ink]);
  });
});
