/**
 * The company's identity. Every page, the footer, the contact page and the chat
 * assistant read these values: a real company changes this one file.
 */
export const brand = {
  company: 'Ferrum Shield',
  product: 'Ferrum',
  academy: 'Ferrum Academy',
  assistant: 'Ferrum Assistant',
  tagline: 'Industrial cybersecurity for the systems that keep the world running.',
  /** Colours drawn outside the stylesheet (theme colour, manifest, icons); web/src/styles.css holds the same values. */
  colors: {
    /** The dark ink of the header and heroes (`--color-ink-900`). */
    ink: '#0b1220',
    /** The shield's red (`--color-brand-600`). */
    red: '#dc2626',
  },
  /** Canonical origin of the production site; used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: 'https://www.ferrumshield.example',
  email: 'contact@ferrumshield.example',
  /** Where vulnerability reports go: security.txt's Contact, the Report a Vulnerability page and the assistant. */
  securityEmail: 'security@ferrumshield.example',
  phone: '+1 (212) 555-0147',
  /** The number behind the Emergency Hotline button (`tel:` link). */
  emergencyPhone: '+1 (212) 555-0147',
  address: {
    street: '200 Vesey Street, Floor 24',
    city: 'New York',
    region: 'NY',
    postalCode: '10281',
    country: 'United States',
    /** ISO 3166-1 alpha-2, as structured data names countries. */
    countryCode: 'US',
  },
  socialLinks: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/ferrum-shield-example' },
    { name: 'X', href: 'https://x.com/ferrumshield_example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@ferrumshield-example' },
    { name: 'GitHub', href: 'https://github.com/ferrumshield-example' },
  ],
} as const;

export type SocialNetwork = (typeof brand.socialLinks)[number]['name'];

/** The postal address on one line, as the footer and the contact page show it. */
export function formatAddress(address = brand.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** `tel:` URI for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
