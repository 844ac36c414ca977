import { PageHero } from '../../components/ui/page-hero.tsx';
import type { LegalDocument as LegalText } from '@ferrum/shared/content/legal';
import { LastUpdated } from './last-updated.tsx';
import { LegalSections } from './legal-sections.tsx';

/** A legal page (privacy, terms): hero with the date, a table of contents and one `<h2>` per section. */
export function LegalDocument({ document }: { document: LegalText }) {
  return (
    <>
      <PageHero title={document.title}>
        <LastUpdated date={document.lastUpdated} />
      </PageHero>
      <LegalSections sections={document.sections} />
    </>
  );
}
