/** Island: the /search page's box and results (trigger: see island-definitions.ts). */
export { SiteSearch as default } from '../pages/search/site-search.tsx';
