/**
 * Technology partners (docs/product.md#partners): AWS, Microsoft and
 * NVIDIA. Learn More opens `url` in a new tab.
 */
import type { VendorLogo } from './types.ts';

export type PartnerTypeId = 'technology';

export interface PartnerType {
  id: PartnerTypeId;
  name: string;
  description: string;
}

export interface Partner {
  id: string;
  name: string;
  type: PartnerTypeId;
  /** NVIDIA is in simple-icons; Amazon Web Services and Microsoft are not and get a monogram tile. */
  logo: VendorLogo;
  description: string;
  /** Three key benefits for customers. */
  benefits: readonly [string, string, string];
  /** The partner's official public site. */
  url: string;
}

export const partnerTypes = [
  {
    id: 'technology',
    name: 'Technology Partners',
    description:
      'Platform, software and hardware companies whose technology our products run on or integrate with, tested together so customers can deploy with confidence.',
  },
] as const satisfies readonly PartnerType[];

export const partners = [
  {
    id: 'aws',
    name: 'Amazon Web Services',
    type: 'technology',
    logo: { monogram: 'AW', color: '#232F3E' },
    description:
      'Our cloud services run on AWS, and the Cyber Digital Twin can be deployed in a customer’s own AWS account, close to the data lakes and analytics many operators already use.',
    benefits: [
      'Deploy the Cyber Digital Twin in your own AWS account and region',
      'Send Data Diode replicas straight to cloud storage and analytics',
      'Security findings delivered to AWS Security Hub',
    ],
    url: 'https://aws.amazon.com/',
  },
  {
    id: 'microsoft',
    name: 'Microsoft',
    type: 'technology',
    logo: { monogram: 'MS', color: '#0067B8' },
    description:
      'We integrate with the Microsoft security stack, from Entra ID sign-in to Defender and Sentinel, so OT findings appear where security teams already work.',
    benefits: [
      'Single sign-on and role-based access with Microsoft Entra ID',
      'OT alerts and incidents forwarded to Microsoft Sentinel',
      'Deployment on Microsoft Azure for customers standardized on it',
    ],
    url: 'https://www.microsoft.com/',
  },
  {
    id: 'nvidia',
    name: 'NVIDIA',
    type: 'technology',
    logo: { simpleIcon: 'nvidia', monogram: 'NV', color: '#76B900' },
    description:
      'NVIDIA accelerated computing powers the heavier work of the Cyber Digital Twin: large-scale attack simulation and the machine-learning models behind our anomaly detection.',
    benefits: [
      'GPU-accelerated simulation of large plant and grid models',
      'Faster training of anomaly-detection models on plant behavior',
      'On-premises AI inference for sites that cannot use the cloud',
    ],
    url: 'https://www.nvidia.com/',
  },
] as const satisfies readonly Partner[];
