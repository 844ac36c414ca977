import { pageSections } from '@ferrum/shared/page-sections';
import { FormPanel, formPanelHeadingId } from '../../components/forms/form-panel.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { contactPageCopy as copy } from '../../content/contact-page.ts';
import { ContactDetails } from './contact-details.tsx';
import { Island } from '../../islands/island.tsx';
import { ImmediateAssistance } from './immediate-assistance.tsx';

/** The message form's section, where every call to action lands (`#message`). */
const messagePanelId = pageSections.contact.message.id;

/** /company/contact: Get in Touch, Send Us a Message, Need Immediate Assistance (docs/product.md#contact). */
export default function ContactPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <section aria-labelledby="get-in-touch-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16 lg:px-8">
          <div className="lg:col-span-2">
            <ContactDetails />
          </div>
          <FormPanel id={messagePanelId} title={copy.form.title} intro={copy.form.intro} className="lg:col-span-3">
            <Island name="contact-form" props={{ labelledBy: formPanelHeadingId(messagePanelId) }} />
          </FormPanel>
        </div>
      </section>
      <ImmediateAssistance />
    </>
  );
}
