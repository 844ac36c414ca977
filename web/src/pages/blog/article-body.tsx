/**
 * A post's article: HTML built from its Markdown at build time
 * (shared/scripts/blog/), set as it stands. It comes from the project's own
 * files, never from a visitor, and the build drops any raw HTML in them.
 * Styled by `.article-body` in styles.css.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
