import { brand, formatAddress, telHref } from '@ferrum/shared';
import { footerLinks, type NavLink } from '../../content/navigation.ts';
import { BrandLogo } from './brand-logo.tsx';
import { SocialIcon } from './social-icon.tsx';

function FooterColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly NavLink[];
  children?: React.ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} className="text-sm text-slate-300 hover:text-white">
              {link.title}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

/**
 * Site footer (docs/product.md#layout-menu-and-footer): address, phone, e-mail, social links, products,
 * industries, legal links.
 */
export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <BrandLogo />
            <p className="mt-4 max-w-sm text-sm text-slate-300">{brand.tagline}</p>
            <address className="mt-6 space-y-2 text-sm not-italic">
              <p>{formatAddress()}</p>
              <p>
                <a href={telHref(brand.phone)} className="hover:text-white">
                  {brand.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${brand.email}`} className="hover:text-white">
                  {brand.email}
                </a>
              </p>
            </address>
            <ul className="mt-6 flex gap-3" aria-label="Social networks">
              {brand.socialLinks.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${brand.company} on ${social.name}`}
                    className="flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-300 hover:bg-white/15 hover:text-white"
                  >
                    <SocialIcon network={social.name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterColumn title="Products" links={footerLinks.products} />
          <FooterColumn title="Industries" links={footerLinks.industries}>
            <li>
              <a
                href={footerLinks.moreIndustries.path}
                className="text-sm font-semibold text-brand-400 hover:text-white"
              >
                {footerLinks.moreIndustries.title}
              </a>
            </li>
          </FooterColumn>
          <FooterColumn title="Company" links={footerLinks.company} />
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {/* The build's year; the page's script writes the visitor's current year (enhancements/current-year.ts). */}
            © <span data-current-year>{__BUILD_YEAR__}</span> {brand.company}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.legal.map((link) => (
              <li key={link.path}>
                <a href={link.path} className="hover:text-white">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
