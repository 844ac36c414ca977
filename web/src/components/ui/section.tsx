import { cx } from '../../lib/cx.ts';

export interface SectionProps {
  /** Anchor id (e.g. `features`, target of a hero's Learn More). */
  id?: string;
  /** Eyebrow text above the heading. */
  eyebrow?: string;
  heading?: string;
  intro?: string;
  tone?: 'white' | 'muted' | 'dark';
  children: React.ReactNode;
  className?: string;
}

const tones = {
  white: 'bg-white text-slate-800',
  muted: 'bg-slate-50 text-slate-800',
  dark: 'bg-ink-900 text-slate-200',
};

/** A page section with an optional heading block, at a readable width. */
export function Section({ id, eyebrow, heading, intro, tone = 'white', children, className }: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cx('py-16 sm:py-20', tones[tone], className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {heading ? (
          <div className="mx-auto mb-12 max-w-3xl text-center">
            {eyebrow ? (
              <p
                className={cx(
                  'text-sm font-semibold uppercase tracking-wider',
                  tone === 'dark' ? 'text-brand-400' : 'text-brand-700',
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId}
              className={cx(
                'mt-2 text-3xl font-bold tracking-tight sm:text-4xl',
                tone === 'dark' ? 'text-white' : 'text-slate-900',
              )}
            >
              {heading}
            </h2>
            {intro ? (
              <p className={cx('mt-4 text-lg', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>{intro}</p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
