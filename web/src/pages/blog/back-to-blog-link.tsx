import { ArrowLeft } from 'lucide-react';
import type { LinkCopy } from '@ferrum/shared/content/types';
import { cx } from '../../lib/cx.ts';

/** The back link to /blog, on light or dark ground. */
export function BackToBlogLink({ link, tone = 'light' }: { link: LinkCopy; tone?: 'light' | 'dark' }) {
  return (
    <a
      href={link.href}
      className={cx(
        'inline-flex items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline',
        tone === 'dark' ? 'text-white' : 'text-brand-700',
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {link.text}
    </a>
  );
}
