/**
 * The script of the not-found documents (the only pages that have it). A static
 * file serves every unknown path of its family, so the path is known only here:
 * it names the attempted tag or category where the page says "No articles found",
 * and logs the attempted path of an unknown route (docs/product.md#not-found-pages).
 */
import { routeLabel } from './lib/route-label.ts';

const { pathname } = window.location;
const labelled = document.querySelectorAll<HTMLElement>('[data-route-label]');
for (const element of labelled) element.textContent = routeLabel(pathname);
if (document.querySelector('[data-unknown-route]')) {
  console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`);
}
