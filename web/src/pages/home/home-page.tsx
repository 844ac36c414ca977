import { benefits } from '@ferrum/shared/content/company';
import { industries } from '@ferrum/shared/content/industries';
import { products } from '@ferrum/shared/content/products';
import { Section } from '../../components/ui/section.tsx';
import { homeCopy } from '../../content/home.ts';
import { CallToActionBlock } from '../products/call-to-action-block.tsx';
import { CopyHero } from '../products/copy-hero.tsx';
import { IconCardGrid } from '../products/icon-card-grid.tsx';
import { OfferCard } from '../products/offer-card.tsx';
import { IndustryGrid } from './industry-grid.tsx';

/** Home (/): full-height hero, product cards, the six benefits, the ten industries, closing call to action. */
export default function HomePage() {
  return (
    <>
      <CopyHero hero={homeCopy.hero} fullHeight />
      <Section id={homeCopy.products.id} heading={homeCopy.products.title} intro={homeCopy.products.intro}>
        <ul className="grid gap-8 md:grid-cols-2">
          {products.map((product) => (
            <li key={product.id} className="flex">
              <OfferCard offer={product} linkText={homeCopy.products.cardLinkText} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={homeCopy.benefits.id} heading={homeCopy.benefits.title} intro={homeCopy.benefits.intro} tone="muted">
        <IconCardGrid items={benefits} />
      </Section>
      <Section id={homeCopy.industries.id} heading={homeCopy.industries.title} intro={homeCopy.industries.intro}>
        <IndustryGrid industries={industries} linkText={homeCopy.industries.cardLinkText} />
      </Section>
      <CallToActionBlock cta={homeCopy.cta} />
    </>
  );
}
