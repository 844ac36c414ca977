import { useLocation } from 'react-router-dom';
import { pageMetaFor } from '@ferrum/shared';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { NotFoundView } from '../not-found/not-found-page.tsx';

// Scaffolding: replaced by the real template in the content issue.
export default function Page() {
  const page = pageMetaFor(useLocation().pathname);
  if (!page) return <NotFoundView />;
  return <PageHero title={page.title} description={page.description} />;
}
