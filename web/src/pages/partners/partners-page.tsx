import { partners } from '@ferrum/shared/content/partners';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { partnersPageCopy as copy } from '../../content/partners-page.ts';
import { PartnerCard } from './partner-card.tsx';
import { WhyPartnerTile } from './why-partner-tile.tsx';

/** /company/partners: the three technology partners, why partner, Become a Partner (docs/product.md#partners). */
export default function PartnersPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <Section id="technology-partners" heading={copy.partners.title} intro={copy.partners.intro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why-partner" heading={copy.whyPartner.title} intro={copy.whyPartner.intro} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.whyPartner.tiles.map((tile) => (
            <li key={tile.title}>
              <WhyPartnerTile tile={tile} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="become-a-partner" heading={copy.cta.title} intro={copy.cta.description} tone="dark">
        <div className="flex justify-center">
          <ButtonLink href={copy.cta.primaryButton.href} tone="dark" arrow>
            {copy.cta.primaryButton.text}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
