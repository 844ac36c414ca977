import type { ProductListing } from '@ferrum/shared/content/products';
import { Section } from '../../components/ui/section.tsx';
import { cx } from '../../lib/cx.ts';
import { CopyHero } from './copy-hero.tsx';
import { OfferCard } from './offer-card.tsx';

/** A product listing page (/products, /products/software, /products/hardware): hero and offer cards. */
export function ProductListingView({ listing }: { listing: ProductListing }) {
  const single = listing.offers.length === 1;
  return (
    <>
      <CopyHero hero={listing.hero} />
      <Section id={listing.section.id} heading={listing.section.title} intro={listing.section.intro} tone="muted">
        <ul className={cx('grid gap-8', single ? 'mx-auto max-w-2xl' : 'md:grid-cols-2 lg:grid-cols-3')}>
          {listing.offers.map((offer) => (
            <li key={offer.id} className="flex">
              <OfferCard offer={offer} linkText={listing.cardLinkText} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
