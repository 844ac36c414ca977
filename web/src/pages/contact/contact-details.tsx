import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { contactDetails } from '@ferrum/shared/content/company';
import type { ContactLine } from '@ferrum/shared/content/company';
import { contactPageCopy } from '../../content/contact-page.ts';

const copy = contactPageCopy.getInTouch;

/** The Get in Touch column: headquarters, e-mail and phone lines, hours. */
export function ContactDetails() {
  const { headquarters, emails, phones, hours } = contactDetails;
  return (
    <div>
      <h2 id="get-in-touch-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-4 text-lg text-slate-600">{copy.intro}</p>
      <div className="mt-10 space-y-8">
        <DetailBlock icon={<MapPin className="size-5" />} title={headquarters.label}>
          <address className="text-slate-700 not-italic">
            {headquarters.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailBlock>
        <DetailBlock icon={<Mail className="size-5" />} title={copy.emailTitle}>
          <LineList lines={emails} />
        </DetailBlock>
        <DetailBlock icon={<Phone className="size-5" />} title={copy.phoneTitle}>
          <LineList lines={phones} />
        </DetailBlock>
        <DetailBlock icon={<Clock className="size-5" />} title={hours.label}>
          <p className="text-slate-700">{hours.text}</p>
          <p className="mt-1 font-medium text-brand-700">{hours.emergency}</p>
        </DetailBlock>
      </div>
    </div>
  );
}

function DetailBlock({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-50 text-brand-700"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

function LineList({ lines }: { lines: readonly ContactLine[] }) {
  return (
    <dl className="space-y-1">
      {lines.map((line) => (
        <div key={line.label} className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{line.label}:</dt>
          <dd>
            <a href={line.href} className="font-medium text-brand-700 hover:underline">
              {line.value}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
