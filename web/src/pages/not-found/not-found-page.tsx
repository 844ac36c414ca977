import { notFoundCopy } from '../../content/not-found-copy.ts';

/**
 * The page for any unknown path (docs/product.md#not-found-pages). One prerendered document serves every
 * unknown path, so the page's own script logs the attempted one (not-found-page.ts
 * looks for `data-unknown-route`).
 */
export default function NotFoundPage() {
  return <NotFoundView unknownRoute />;
}

/** The not-found screen itself, also shown by pages whose parameter names nothing (an unknown industry). */
export function NotFoundView({ unknownRoute = false }: { unknownRoute?: boolean }) {
  return (
    <div
      data-unknown-route={unknownRoute || undefined}
      className="flex min-h-[70svh] items-center justify-center bg-ink-950 px-6 pt-24 pb-16 text-center text-white"
    >
      <div>
        <p className="text-7xl font-bold text-brand-500">404</p>
        <h1 className="mt-4 text-3xl font-bold">{notFoundCopy.title}</h1>
        <p className="mt-4 text-lg text-slate-300">{notFoundCopy.message}</p>
        <a
          href="/"
          className="mt-8 inline-flex rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {notFoundCopy.homeLink}
        </a>
      </div>
    </div>
  );
}
