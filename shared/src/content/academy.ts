/**
 * Ferrum Academy facts (docs/product.md#academy): the stats strip, the free
 * trial, what the platform offers and its certification paths.
 */
import { brand } from '../brand.ts';
import type { IconItem, Stat } from './types.ts';

export const academy = {
  name: brand.academy,
  summary:
    'A hands-on training platform for industrial cybersecurity: capture-the-flag challenges, virtual ICS labs, advanced pro labs and custom environments built around your own plant.',
  /** The stats strip, in SPEC order. */
  stats: [
    { value: '100+', label: 'Active Challenges' },
    { value: '20+', label: 'Realistic Labs' },
    { value: '5,000+', label: 'Skill Badges' },
    { value: '5', label: 'Certification Paths' },
  ],
  freeTrial: {
    days: 7,
    includes: 'basic labs and challenges',
  },
  offerings: [
    {
      icon: 'flag',
      title: 'Capture the Flag',
      description:
        'Timed challenges on real industrial protocols: decode Modbus traffic, find the rogue DNP3 command, recover a tampered PLC program. Play solo or as a team.',
    },
    {
      icon: 'monitor',
      title: 'Virtual Labs',
      description:
        'Browser-based labs with simulated PLCs, HMIs and historians. Practice asset discovery, segmentation and incident response without risk to any live system.',
    },
    {
      icon: 'trophy',
      title: 'Pro Labs',
      description:
        'Multi-stage scenarios modeled on real attacks against utilities and plants, for experienced practitioners preparing for red-team and incident-response work.',
    },
    {
      icon: 'settings',
      title: 'Custom Environments',
      description:
        'Private ranges built from your own architecture with our Cyber Digital Twin, so your team trains on the network it will actually defend.',
    },
  ],
  certificationPaths: [
    'OT Security Foundations',
    'ICS Network Defender',
    'Industrial Incident Responder',
    'OT Penetration Tester',
    'Secure OT Architect',
  ],
} as const satisfies {
  name: string;
  summary: string;
  stats: readonly Stat[];
  freeTrial: { days: number; includes: string };
  offerings: readonly IconItem[];
  certificationPaths: readonly string[];
};
