import { pages } from '@ferrum/shared';
import { PageHero } from '../../components/ui/page-hero.tsx';

/** Home (/): the full-height hero; the sections follow with the content issue. */
export default function HomePage() {
  return (
    <PageHero
      fullHeight
      subtitle="OT & ICS Cybersecurity"
      title="Secure Your Industrial Infrastructure"
      description={pages.home.description}
      primaryButton={{ text: 'Explore Solutions', href: pages.digitalTwin.path }}
      secondaryButton={{ text: 'Contact Us', href: pages.contact.path }}
    />
  );
}
