/** Class names shared by the form controls, per surface (light cards, dark panels). */
import { cx } from '../../lib/cx.ts';

export type FieldTone = 'light' | 'dark';

const controlBase =
  'block w-full rounded-lg border px-3.5 py-2.5 text-base shadow-sm transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500';

const controlTone: Record<FieldTone, string> = {
  light:
    'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 hover:border-slate-400 aria-invalid:border-brand-700',
  dark: 'border-white/25 bg-ink-900 text-white placeholder:text-slate-400 hover:border-white/40 aria-invalid:border-brand-400',
};

/** Input and textarea classes. */
export function controlClass(tone: FieldTone, className?: string): string {
  return cx(controlBase, controlTone[tone], className);
}

export const labelClass: Record<FieldTone, string> = {
  light: 'block text-sm font-medium text-slate-900',
  dark: 'block text-sm font-medium text-white',
};

export const mutedClass: Record<FieldTone, string> = {
  light: 'font-normal text-slate-600',
  dark: 'font-normal text-slate-300',
};

export const errorClass: Record<FieldTone, string> = {
  light: 'mt-1.5 text-sm text-brand-700',
  dark: 'mt-1.5 text-sm text-brand-400',
};

/** The forms' other buttons (Cancel, Close, Send another): filled like Submit, or outlined. */
export const formButtonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-600',
  secondary:
    'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60',
} as const;
