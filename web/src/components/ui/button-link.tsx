import { ArrowLeft, ArrowRight } from 'lucide-react';
import { cx } from '../../lib/cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonLinkProps {
  href: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  /** Shows a trailing arrow (hero primary buttons, "Learn More" links). */
  arrow?: boolean;
  /** Shows a leading left arrow (the way back from a result page). */
  backArrow?: boolean;
  /** Surface the button sits on: light buttons on dark heroes and the reverse. */
  tone?: 'dark' | 'light';
  className?: string;
}

const variants: Record<ButtonVariant, Record<'dark' | 'light', string>> = {
  primary: {
    dark: 'bg-brand-600 text-white hover:bg-brand-700 shadow-lg shadow-brand-900/30',
    light: 'bg-brand-700 text-white hover:bg-brand-600',
  },
  secondary: {
    dark: 'border border-white/40 text-white hover:bg-white/10',
    light: 'border border-slate-300 text-slate-900 hover:bg-slate-100',
  },
  ghost: {
    dark: 'text-white underline-offset-4 hover:underline',
    light: 'text-brand-700 underline-offset-4 hover:underline',
  },
};

/** A link styled as a button. External URLs open in a new tab. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  arrow,
  backArrow,
  tone = 'light',
  className,
}: ButtonLinkProps) {
  const classes = cx(
    'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold transition-colors',
    variants[variant][tone],
    className,
  );
  const content = (
    <>
      {backArrow ? <ArrowLeft aria-hidden="true" className="size-4" /> : null}
      {children}
      {arrow ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
    </>
  );
  const external = /^https?:/.test(href);
  return (
    <a href={href} className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
    </a>
  );
}
