import { describe, expect, it } from 'vitest';
import { allPages, blogCategoryPath, blogPostPath, blogTagPath, brand, industryPath, pages } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { industries } from '@ferrum/shared/content/industries';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { dataDiode, dataDiodePage, digitalTwin } from '@ferrum/shared/content/products';
import { mdrPage, mdrService } from '@ferrum/shared/content/services';
import { blogFilterCopy } from '../../src/content/blog-page.ts';
import { eventsPageCopy } from '../../src/content/events-page.ts';
import { homeCopy } from '../../src/content/home.ts';
import { previewDataFor } from './preview-data.ts';

const pageAt = (path: string) => {
  const page = allPages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
};

describe('preview data of a page', () => {
  it('gives a post its title, its category as the badge, its byline and its own cover art on blue', () => {
    const post = blogPosts[0]!;
    expect(previewDataFor(pageAt(blogPostPath(post.id)))).toEqual({
      title: post.title,
      badge: post.category,
      line: expect.stringContaining(post.author),
      accent: 'blue',
      art: { kind: 'post-cover', artwork: post.cover.artwork },
    });
  });

  it('gives every post its own art', () => {
    const covers = blogPosts.map((post) => previewDataFor(pageAt(blogPostPath(post.id))).art);
    expect(new Set(covers.map((art) => JSON.stringify(art))).size).toBe(blogPosts.length);
  });

  it('gives an industry page its hero title and badge, the red accent its hero has, and its icon', () => {
    const industry = industries.find((candidate) => candidate.slug === 'water')!;
    expect(previewDataFor(pageAt(industryPath(industry.slug)))).toEqual({
      title: industry.hero.title,
      badge: industry.hero.subtitle,
      accent: 'red',
      art: { kind: 'icon', icon: industry.icon },
    });
  });

  it('gives each offer page its hero, its accent, its tagline and its card artwork', () => {
    expect(previewDataFor(pages.dataDiode)).toEqual({
      title: dataDiodePage.hero.title,
      badge: dataDiodePage.hero.subtitle,
      accent: 'red',
      line: dataDiode.tagline,
      art: { kind: 'offer', artwork: 'data-diode' },
    });
    expect(previewDataFor(pages.mdr)).toMatchObject({
      badge: mdrPage.hero.subtitle,
      accent: 'green',
      art: { kind: 'offer', artwork: mdrService.artwork },
    });
    expect(previewDataFor(pages.digitalTwin)).toMatchObject({ accent: 'blue', line: digitalTwin.tagline });
    expect(previewDataFor(pages.software).art).toEqual({ kind: 'offer', artwork: 'digital-twin' });
  });

  it('reads company and home pages from their hero copy', () => {
    expect(previewDataFor(pages.events)).toMatchObject({
      title: eventsPageCopy.hero.title,
      badge: eventsPageCopy.hero.subtitle,
      accent: 'blue',
    });
    expect(previewDataFor(pages.home)).toMatchObject({
      title: homeCopy.hero.title,
      badge: homeCopy.hero.subtitle,
      accent: 'red',
    });
  });

  it('gives category and tag pages the heroes those pages show', () => {
    expect(previewDataFor(pageAt(blogCategoryPath('Compliance')))).toMatchObject({
      title: blogFilterCopy.categoryHero('Compliance').title,
      badge: 'Category',
      accent: 'blue',
    });
    expect(previewDataFor(pageAt(blogTagPath('Industry 4.0')))).toMatchObject({ title: '#Industry 4.0', badge: 'Tag' });
  });

  it('gives an opening’s page its title and department, known or not yet in the content', () => {
    const job = jobOpenings[0]!;
    expect(
      previewDataFor({ path: `${pages.careers.path}/${job.id}`, title: job.title, description: '' }),
    ).toMatchObject({ title: job.title, badge: job.department, accent: 'red' });
    expect(
      previewDataFor({
        path: `${pages.careers.path}/night-shift-analyst`,
        title: 'Night Shift Analyst',
        description: '',
      }),
    ).toMatchObject({ title: 'Night Shift Analyst', badge: 'Careers' });
  });

  it('gives Report a Vulnerability its hero, the security address and a shield', () => {
    expect(previewDataFor(pages.security)).toEqual({
      title: 'Report a Vulnerability',
      badge: 'Security',
      accent: 'blue',
      line: brand.securityEmail,
      art: { kind: 'icon', icon: 'shield-exclamation-point' },
    });
  });

  it('gives a page it has never seen its title, the brand tagline and the red accent', () => {
    expect(previewDataFor({ path: '/press', title: 'Press Kit', description: 'Logos and facts.' })).toEqual({
      title: 'Press Kit',
      line: brand.tagline,
      accent: 'red',
    });
  });

  it('has a title for every page of the page table', () => {
    for (const page of allPages()) expect(previewDataFor(page).title, page.path).not.toBe('');
  });
});
