import { MessageCircle, PhoneCall } from 'lucide-react';
import { brand, telHref } from '@ferrum/shared';
import { contactPageCopy } from '../../content/contact-page.ts';
import { chatPanelId } from '../../components/chat/chat-panel.tsx';

const copy = contactPageCopy.immediateAssistance;

const buttonClasses =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold transition-colors';

/**
 * Need Immediate Assistance: Live Chat opens the assistant's panel (natively, like the
 * launcher does), Emergency Hotline calls the 24/7 line.
 */
export function ImmediateAssistance() {
  return (
    <section
      id="immediate-assistance"
      aria-labelledby="immediate-assistance-heading"
      className="bg-ink-900 py-16 text-slate-200 sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="immediate-assistance-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-4 text-lg text-slate-300">{copy.intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <button
            type="button"
            popoverTarget={chatPanelId}
            popoverTargetAction="show"
            className={`${buttonClasses} border border-white/40 text-white hover:bg-white/10`}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {copy.liveChatButton}
          </button>
          <a
            href={telHref(brand.emergencyPhone)}
            className={`${buttonClasses} bg-brand-600 text-white shadow-lg shadow-brand-900/30 hover:bg-brand-700`}
          >
            <PhoneCall aria-hidden="true" className="size-4" />
            {copy.emergencyButton}
            <span className="sr-only">: {brand.emergencyPhone}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
