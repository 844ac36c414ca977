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
  /** Less height and a smaller title, so what follows the hero starts in the first screen (an article). */
  compact?: boolean;
  /** Shown beside the text on a wide screen only (an article's cover). */
  aside?: React.ReactNode;
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
  compact = false,
  aside,
}: HeroProps) {
  const colours = accents[accent];
  return (
    <section
      className={cx(
        'relative isolate overflow-hidden bg-ink-950 text-white',
        fullHeight && 'flex min-h-svh items-center pt-20',
        compact && 'pt-24 pb-10 sm:pt-28 sm:pb-12',
        !fullHeight && !compact && 'pt-32 pb-16 sm:pt-40 sm:pb-24',
      )}
    >
      {video ? <BackgroundVideo {...video} /> : null}
      <div
        aria-hidden="true"
        className={cx('absolute inset-0 -z-0 bg-radial-[at_20%_0%] to-transparent to-70%', colours.glow)}
      />
      <div
        className={cx(
          'relative mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
          Boolean(aside) && 'lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:gap-12',
        )}
      >
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
              'font-bold tracking-tight text-balance',
              compact ? 'mt-4 text-3xl sm:text-4xl lg:text-5xl' : 'mt-5 text-4xl',
              fullHeight ? 'sm:text-6xl' : !compact && 'sm:text-5xl',
            )}
          >
            {title}
          </h1>
          {description ? (
            <p
              className={cx(
                'text-pretty text-slate-300',
                compact ? 'mt-4 text-base sm:text-lg' : 'mt-6 text-lg sm:text-xl',
              )}
            >
              {description}
            </p>
          ) : null}
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
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
