import { LoaderCircle } from 'lucide-react';
import { cx } from '../../lib/cx.ts';

export interface SubmitButtonProps {
  /** True while the form is being sent: the button is disabled and shows `pendingText`. */
  pending: boolean;
  children: React.ReactNode;
  pendingText: string;
  className?: string;
}

/** A form's submit button with its "Sending..." state. */
export function SubmitButton({ pending, children, pendingText, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:bg-brand-700',
        className,
      )}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending ? pendingText : children}
    </button>
  );
}
