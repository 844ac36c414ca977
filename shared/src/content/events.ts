/**
 * Events (docs/product.md#events): four fixed entries, sorted by start date. Dates are ISO
 * `YYYY-MM-DD`; the page formats them ("May 20, 2025", ranges) and computes the
 * "Past event" badge from the visitor's date.
 */
import type { IconKey } from './icons.ts';

export type EventType = 'conference' | 'webinar' | 'online';

export interface CompanyEvent {
  id: string;
  title: string;
  type: EventType;
  location: string;
  date: {
    /** First day, ISO `YYYY-MM-DD`. */
    start: string;
    /** Last day of a multi-day event, ISO `YYYY-MM-DD`. */
    end?: string;
  };
  /** Where an in-person event takes place (search engines show it); none for online events. */
  venue?: EventVenue;
  /** Two sentences. */
  description: string;
  /** Optional image; none of the current events has one. */
  imageUrl?: string;
}

export interface EventVenue {
  name: string;
  streetAddress: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** Label shown on the card for each type. */
export const eventTypeLabels = {
  conference: 'Conference',
  webinar: 'Webinar',
  online: 'Online',
} as const satisfies Record<EventType, string>;

/** Icon shown on the card for each type. */
export const eventTypeIcons = {
  conference: 'presentation',
  webinar: 'video',
  online: 'monitor',
} as const satisfies Record<EventType, IconKey>;

export const events: readonly CompanyEvent[] = [
  {
    id: 'seamless-middle-east-2025',
    title: 'Seamless Middle East 2025',
    type: 'conference',
    location: 'Dubai, United Arab Emirates',
    date: { start: '2025-05-20', end: '2025-05-22' },
    venue: {
      name: 'Dubai World Trade Centre',
      streetAddress: 'Sheikh Zayed Road, Trade Centre 2',
      city: 'Dubai',
      countryCode: 'AE',
    },
    description:
      'Join the Ferrum Shield team in Dubai to see how digital twins and data diodes protect the infrastructure behind the region’s digital economy. Book a meeting to discuss your OT security roadmap with our engineers on site.',
  },
  {
    id: 'next-gen-ics-security-webinar',
    title: 'Next-Gen ICS Security Webinar',
    type: 'webinar',
    location: 'Virtual',
    date: { start: '2025-07-15' },
    description:
      'Our engineers demonstrate how a cyber digital twin lets teams rehearse attacks on industrial control systems without touching live equipment. The session ends with an open Q&A on detection and response for ICS.',
  },
  {
    id: 'next-generation-iot-expo',
    title: 'Next Generation IoT Expo',
    type: 'conference',
    location: 'Riyadh, Saudi Arabia',
    date: { start: '2025-08-24', end: '2025-08-26' },
    venue: {
      name: 'Riyadh International Convention & Exhibition Center',
      streetAddress: 'King Abdullah Road, Al Murabba',
      city: 'Riyadh',
      countryCode: 'SA',
    },
    description:
      'Meet us in Riyadh to explore how to connect industrial IoT to the cloud without exposing control networks. We will show the Ferrum Data Diode streaming plant data one way at up to 10 Gbps.',
  },
  {
    id: 'cybersecurity-best-practices-ot-ics',
    title: 'Cybersecurity Best Practices for OT/ICS',
    type: 'online',
    location: 'Virtual',
    date: { start: '2025-09-05' },
    description:
      'A practical online session on segmentation, asset visibility and incident response for operational technology. Bring your questions for our MDR analysts and leave with a checklist you can use at your own sites.',
  },
];
