import { PageHero } from '../../components/ui/page-hero.tsx';
import { contactPageCopy as copy } from '../../content/contact-page.ts';
import { ContactDetails } from './contact-details.tsx';
import { Island } from '../../islands/island.tsx';
import { ImmediateAssistance } from './immediate-assistance.tsx';

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
          <section
            id="message"
            aria-labelledby="message-heading"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="message-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {copy.form.title}
            </h2>
            <p className="mt-2 text-slate-600">{copy.form.intro}</p>
            <div className="mt-8">
              <Island name="contact-form" props={{ labelledBy: 'message-heading' }} />
            </div>
          </section>
        </div>
      </section>
      <ImmediateAssistance />
    </>
  );
}
