import { FileQuestion } from 'lucide-react';
import { postNotFoundCopy } from '../../content/blog-page.ts';
import { BackToBlogLink } from './back-to-blog-link.tsx';

/** The view for an unknown or non-numeric post id (docs/product.md#error-screens). */
export function PostNotFound() {
  return (
    <div className="flex min-h-[70svh] items-center justify-center bg-ink-950 px-6 pt-28 pb-16 text-center text-white">
      <div className="max-w-xl">
        <FileQuestion aria-hidden="true" className="mx-auto size-12 text-brand-400" />
        <p className="mt-6 text-base font-semibold tracking-wide text-brand-400">{postNotFoundCopy.code}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{postNotFoundCopy.title}</h1>
        <p className="mt-4 text-lg text-slate-300">{postNotFoundCopy.message}</p>
        <div className="mt-8">
          <BackToBlogLink link={postNotFoundCopy.backLink} tone="dark" />
        </div>
      </div>
    </div>
  );
}
