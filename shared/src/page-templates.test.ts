import { describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, blogTagPages } from './content/blog.ts';
import { industryList } from './content/industry-directory.ts';
import { jobOpenings } from './content/jobs.ts';
import { apiRoutes } from './api-contract.ts';
import { allFormResultPaths } from './form-results.ts';
import { unsubscribePages } from './newsletter-unsubscribe.ts';
import { pageTemplateOf, pageTemplates } from './page-templates.ts';
import {
  blogCategoryPath,
  blogPostPath,
  blogTagPath,
  industryPath,
  jobOpeningPath,
  pages,
  routedPagePaths,
} from './pages.ts';

describe('pageTemplateOf', () => {
  it('maps every routed page to a known template', () => {
    for (const path of routedPagePaths()) expect(pageTemplates, path).toContain(pageTemplateOf(path));
  });

  it('names each generated family of pages by its template', () => {
    for (const post of blogPosts) expect(pageTemplateOf(blogPostPath(post.id))).toBe('blog-post');
    for (const category of blogCategories) expect(pageTemplateOf(blogCategoryPath(category))).toBe('blog-list');
    for (const tag of blogTagPages) expect(pageTemplateOf(blogTagPath(tag))).toBe('blog-list');
    for (const industry of industryList) expect(pageTemplateOf(industryPath(industry.slug))).toBe('industry');
    for (const job of jobOpenings) expect(pageTemplateOf(jobOpeningPath(job.id))).toBe('job');
  });

  it('tells a form result page from an opening under the same folder', () => {
    for (const path of allFormResultPaths()) expect(pageTemplateOf(path), path).toBe('form-result');
    expect(pageTemplateOf(unsubscribePages.unsubscribed.path)).toBe('form-result');
    expect(pageTemplateOf(apiRoutes.unsubscribe.path)).toBe('form-result');
  });

  it.each([
    [pages.home.path, 'home'],
    [pages.products.path, 'product'],
    [pages.dataDiode.path, 'product'],
    [pages.mdr.path, 'service'],
    [pages.blog.path, 'blog-list'],
    [pages.careers.path, 'careers'],
    [pages.contact.path, 'contact'],
    [pages.about.path, 'page'],
    [pages.privacy.path, 'page'],
    [pages.academySignup.path, 'page'],
  ] as const)('%s is a %s page', (path, template) => {
    expect(pageTemplateOf(path)).toBe(template);
  });

  it('ignores a trailing slash and repeated slashes', () => {
    expect(pageTemplateOf(`${blogPostPath(1)}/`)).toBe('blog-post');
    expect(pageTemplateOf('//blog//tag/ot/')).toBe('blog-list');
    expect(pageTemplateOf('')).toBe('home');
  });

  it('gives an unknown path its family’s template', () => {
    expect(pageTemplateOf('/blog/999999')).toBe('blog-post');
    expect(pageTemplateOf('/no/such/page')).toBe('page');
  });
});
