import { describe, expect, it, vi } from 'vitest';
import { createSiteSearch, excerptParts, type PagefindApi } from './site-search.ts';

function index(pages: { url: string; title: string; excerpt: string; sub?: { title: string; url: string }[] }[]) {
  const search = vi.fn(async () => ({
    results: pages.map((page) => ({
      data: async () => ({ url: page.url, excerpt: page.excerpt, meta: { title: page.title }, sub_results: page.sub }),
    })),
  }));
  return { search } satisfies PagefindApi;
}

describe('excerptParts', () => {
  it('keeps the words and which of them matched', () => {
    expect(excerptParts('the <mark>Purdue</mark> model &amp; zones')).toEqual([
      { text: 'the ', marked: false },
      { text: 'Purdue', marked: true },
      { text: ' model & zones', marked: false },
    ]);
  });

  it('turns anything that is not a mark into text, never markup', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>a <script>b</script><mark>c</mark>');
    expect(parts.every((part) => typeof part.text === 'string')).toBe(true);
    expect(parts.filter((part) => part.marked)).toEqual([{ text: 'c', marked: true }]);
  });
});

describe('createSiteSearch', () => {
  it('loads the index on the first search only, and lists results as site paths with their section', async () => {
    const api = index([
      {
        url: '/blog/5/',
        title: 'Segmentation',
        excerpt: 'the <mark>purdue</mark> levels',
        sub: [
          { title: 'Segmentation', url: '/blog/5/' },
          { title: 'Levels 0 to 5', url: '/blog/5/#levels' },
        ],
      },
      { url: '/industries/water', title: 'Water', excerpt: '<mark>purdue</mark>' },
    ]);
    const load = vi.fn(async () => api);
    const searchSite = createSiteSearch(load);
    expect(load).not.toHaveBeenCalled();
    const found = await searchSite('purdue', { limit: 1 });
    await searchSite('zones', { limit: 5, articlesOnly: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(found.total).toBe(2);
    expect(found.hits).toEqual([
      {
        path: '/blog/5',
        title: 'Segmentation',
        excerpt: excerptParts('the <mark>purdue</mark> levels'),
        section: { title: 'Levels 0 to 5', path: '/blog/5#levels' },
      },
    ]);
    expect(api.search).toHaveBeenLastCalledWith('zones', { filters: { type: 'article' } });
  });

  it('tries to load the index again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(index([]));
    const searchSite = createSiteSearch(load);
    await expect(searchSite('diode', { limit: 5 })).rejects.toThrow('offline');
    await expect(searchSite('diode', { limit: 5 })).resolves.toEqual({ total: 0, hits: [] });
  });
});
