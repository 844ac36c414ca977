import { cx } from '../../lib/cx.ts';
import { BackgroundVideo, type HeroVideo } from './background-video.tsx';
import { ButtonLink } from './button-link.tsx';

export type HeroAccent = 'red' | 'blue' | 'green' | 'purple';

export interface HeroButton {
  text: string;
  href: string;
}

/** Hero configuration (docs/product.md#layout-menu-and-footer): every inner page and the home page use it. */
export interface HeroProps {
  title: string;
  /** Shown as a badge above the title. */
  subtitle?: string;
  description?: string;
  accent?: HeroAccent;
  video?: HeroVideo;
  primaryButton?: HeroButton;
  secondaryButton?: HeroButton;
  /** Full viewport height (home page); inner pages use the compact hero. */
  fullHeight?: boolean;
  /** Extra content under the buttons (e.g. breadcrumbs, stats). */
  children?: React.ReactNode;
}

const accents: Record<HeroAccent, { glow: string; badge: string }> = {
  red: { glow: 'from-brand-600/35', badge: 'border-brand-400/40 bg-brand-500/15 text-brand-400' },
  blue: { glow: 'from-sky-500/30', badge: 'border-sky-300/40 bg-sky-400/15 text-sky-300' },
  green: { glow: 'from-emerald-500/30', badge: 'border-emerald-300/40 bg-emerald-400/15 text-emerald-300' },
  purple: { glow: 'from-violet-500/35', badge: 'border-violet-300/40 bg-violet-400/15 text-violet-300' },
};

/** The page hero: title, badge, description, accent, optional video and up to two buttons. */
export function PageHero({
  title,
  subtitle,
  description,
  accent = 'red',
  video,
  primaryButton,
  secondaryButton,
  fullHeight = false,
  children,
}: HeroProps) {
  const colours = accents[accent];
  return (
    <section
      className={cx(
        'relative isolate overflow-hidden bg-ink-950 text-white',
        fullHeight ? 'flex min-h-svh items-center pt-20' : 'pt-32 pb-16 sm:pt-40 sm:pb-24',
      )}
    >
      {video ? <BackgroundVideo {...video} /> : null}
      <div
        aria-hidden="true"
        className={cx('absolute inset-0 -z-0 bg-radial-[at_20%_0%] to-transparent to-70%', colours.glow)}
      />
      <div className="relative mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {subtitle ? (
            <p
              className={cx(
                'inline-flex rounded-full border px-3 py-1 text-xs font-semibold tracking-wide',
                colours.badge,
              )}
            >
              {subtitle}
            </p>
          ) : null}
          <h1
            className={cx(
              'mt-5 font-bold tracking-tight text-balance',
              fullHeight ? 'text-4xl sm:text-6xl' : 'text-4xl sm:text-5xl',
            )}
          >
            {title}
          </h1>
          {description ? <p className="mt-6 text-lg text-pretty text-slate-300 sm:text-xl">{description}</p> : null}
          {primaryButton || secondaryButton ? (
            <div className="mt-10 flex flex-wrap gap-4">
              {primaryButton ? (
                <ButtonLink href={primaryButton.href} tone="dark" arrow>
                  {primaryButton.text}
                </ButtonLink>
              ) : null}
              {secondaryButton ? (
                <ButtonLink href={secondaryButton.href} tone="dark" variant="secondary">
                  {secondaryButton.text}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
