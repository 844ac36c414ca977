import type { ReactNode } from 'react';

/** One part of an opening's description ("What You Will Do"): a named region with its heading. */
export function JobOpeningSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </section>
  );
}
