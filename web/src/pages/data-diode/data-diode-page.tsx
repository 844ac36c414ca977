import { pages } from '@ferrum/shared';
import { PageHero } from '../../components/ui/page-hero.tsx';

// Scaffolding: replaced by the page's real sections in the content issue.
export default function Page() {
  return <PageHero title={pages.dataDiode.title} description={pages.dataDiode.description} />;
}
