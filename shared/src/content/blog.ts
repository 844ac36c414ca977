/**
 * The blog: six posts, eight categories, eight popular tags (SPEC.md §3, §9).
 * Kept in shared/ because the page table (and so the prerender list and the
 * CloudFront routing function) is built from it, and the assistant can cite it.
 */

export const blogCategories = [
  'Industrial Cybersecurity',
  'Digital Twin Technology',
  'Hardware Security',
  'Compliance',
  'Artificial Intelligence',
  'Case Studies',
  'Industry News',
  'Best Practices',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export const popularTags = [
  'OT Security',
  'Digital Twin',
  'ICS',
  'Industry 4.0',
  'Data Diode',
  'AI',
  'Compliance',
  'Threat Detection',
] as const;

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  /** Publication date, ISO `YYYY-MM-DD`; shown in US long format. */
  date: string;
  author: string;
  category: BlogCategory;
  tags: readonly string[];
  /** Key of the post's self-made cover artwork. */
  image: 'network' | 'twin' | 'diode' | 'compliance' | 'ai' | 'water';
  /** Minutes to read, shown on the card. */
  readingMinutes: number;
}

export const blogPosts: readonly BlogPost[] = [
  {
    id: 1,
    title: 'Securing the Converged OT/IT Network: A Practical Roadmap',
    excerpt:
      'Connecting plant-floor systems to enterprise IT unlocks efficiency, and new attack paths. Here is a phased roadmap for segmentation, visibility and response that keeps production running.',
    date: '2025-03-18',
    author: 'Elena Marsh',
    category: 'Industrial Cybersecurity',
    tags: ['OT Security', 'ICS', 'Industry 4.0'],
    image: 'network',
    readingMinutes: 8,
  },
  {
    id: 2,
    title: 'Test the Attack, Not the Plant: What a Cyber Digital Twin Changes',
    excerpt:
      'A cyber digital twin lets security teams rehearse ransomware, misconfigurations and patch rollouts on a faithful virtual replica instead of live controllers.',
    date: '2025-03-04',
    author: 'Rahul Iyer',
    category: 'Digital Twin Technology',
    tags: ['Digital Twin', 'OT Security', 'Threat Detection'],
    image: 'twin',
    readingMinutes: 6,
  },
  {
    id: 3,
    title: 'Data Diodes Explained: Hardware-Enforced One-Way Security',
    excerpt:
      'Firewalls can be misconfigured; physics cannot. How unidirectional gateways let operational data out of a critical network while nothing gets back in.',
    date: '2025-02-20',
    author: 'Marcus Feld',
    category: 'Hardware Security',
    tags: ['Data Diode', 'ICS', 'OT Security'],
    image: 'diode',
    readingMinutes: 7,
  },
  {
    id: 4,
    title: 'IEC 62443 and NERC CIP: Building a Compliance Program That Lasts',
    excerpt:
      'Audits come every year, threats every day. How to map IEC 62443 zones and conduits and NERC CIP requirements onto controls your operators can actually sustain.',
    date: '2025-02-06',
    author: 'Elena Marsh',
    category: 'Compliance',
    tags: ['Compliance', 'ICS'],
    image: 'compliance',
    readingMinutes: 9,
  },
  {
    id: 5,
    title: 'AI on the Plant Floor: Anomaly Detection Without the Noise',
    excerpt:
      'Machine learning can spot a rogue Modbus write long before a process upset, if it is trained on how your plant really behaves. Lessons from a year of deployments.',
    date: '2025-01-22',
    author: 'Rahul Iyer',
    category: 'Artificial Intelligence',
    tags: ['AI', 'Threat Detection', 'Industry 4.0'],
    image: 'ai',
    readingMinutes: 6,
  },
  {
    id: 6,
    title: 'Case Study: Isolating a Water Utility’s SCADA Network in 30 Days',
    excerpt:
      'How a regional water utility replaced a flat network and remote-access sprawl with a data diode and continuous monitoring, without a single unplanned outage.',
    date: '2025-01-09',
    author: 'Marcus Feld',
    category: 'Case Studies',
    tags: ['Data Diode', 'Compliance', 'OT Security'],
    image: 'water',
    readingMinutes: 5,
  },
];

/** Every tag that has a page: the popular tags and any tag a post carries. */
export const blogTagPages: readonly string[] = [
  ...new Set<string>([...popularTags, ...blogPosts.flatMap((post) => post.tags)]),
];
