import type { Certification } from '@ferrum/shared/content/products';
import { BadgeCheck } from 'lucide-react';

/** The standards the Data Diode supports: name (h3) and what it means for the buyer. */
export function CertificationList({ items }: { items: readonly Certification[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div>
            <h3 className="font-semibold text-slate-900">{item.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
