/**
 * A form in its panel beside a page's other content (the contact page's Send Us a
 * Message, the academy's Notify me): a titled section the page's links jump to, with
 * a lead sentence and the form's island.
 */

/** The id of the panel's heading, which also names its form. */
export function formPanelHeadingId(id: string): string {
  return `${id}-heading`;
}

export interface FormPanelProps {
  /** The section's id: calls to action and links jump to it (`#message`). */
  id: string;
  title: string;
  intro: string;
  /** Its place in the page's grid. */
  className?: string;
  /** The form's island. */
  children: React.ReactNode;
}

export function FormPanel({ id, title, intro, className = '', children }: FormPanelProps) {
  const headingId = formPanelHeadingId(id);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8 ${className}`}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
