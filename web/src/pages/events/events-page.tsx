import { events } from '@ferrum/shared/content/events';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { eventsPageCopy as copy } from '../../content/events-page.ts';
import { EventList } from './event-list.tsx';

/** /company/events: the four events by start date (docs/product.md#events). */
export default function EventsPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <Section id="events" heading={copy.list.title} intro={copy.list.intro} tone="muted">
        <EventList events={events} />
      </Section>
    </>
  );
}
