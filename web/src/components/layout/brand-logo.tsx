import { brand } from '@ferrum/shared';

/** The wordmark with its shield mark, linking home. */
export function BrandLogo() {
  return (
    <a href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-white">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="size-8">
        <rect width="32" height="32" rx="7" fill="#131c2e" />
        <path d="M16 5l9 3.5v6.8c0 6-3.9 10.2-9 11.7-5.1-1.5-9-5.7-9-11.7V8.5z" fill="#dc2626" />
        <path d="M12.5 10.5h8v2.6h-5.2v2.3h4.6V18h-4.6v4h-2.8z" fill="#fff" />
      </svg>
      <span>{brand.company}</span>
    </a>
  );
}
