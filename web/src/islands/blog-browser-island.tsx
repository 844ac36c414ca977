/** Island: the blog list's search as you type and Load More (trigger: see island-definitions.ts). */
export { BlogBrowser as default } from '../pages/blog/blog-browser.tsx';
