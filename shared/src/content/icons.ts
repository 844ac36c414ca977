/**
 * Every icon the content uses, by key. Keys are lucide-react 1.x icon file names
 * (kebab-case, canonical names rather than aliases), so the web maps each key to
 * a named import (`shield-check` → `ShieldCheck`); a `Record<IconKey, LucideIcon>`
 * there keeps the two in step. Add a key here before using it in content.
 */
export const iconKeys = [
  'activity',
  'arrow-left-right',
  'arrow-right-from-line',
  'atom',
  'book-open',
  'bot',
  'building',
  'calendar',
  'car',
  'chart-column',
  'circle-dollar-sign',
  'clock',
  'cpu',
  'droplets',
  'eye',
  'eye-off',
  'factory',
  'file-check',
  'flag',
  'flask-conical',
  'fuel',
  'gauge',
  'globe',
  'graduation-cap',
  'handshake',
  'heart-pulse',
  'landmark',
  'layers',
  'lightbulb',
  'link',
  'lock',
  'map-pin',
  'monitor',
  'monitor-check',
  'network',
  'piggy-bank',
  'plane',
  'presentation',
  'puzzle',
  'radar',
  'radio-tower',
  'scale',
  'scan-search',
  'search',
  'server',
  'settings',
  'shield-check',
  'shield-exclamation-point',
  'stethoscope',
  'target',
  'thermometer',
  'train-front',
  'trending-up',
  'triangle-exclamation-point',
  'trophy',
  'usb',
  'users',
  'video',
  'wrench',
  'zap',
] as const;

export type IconKey = (typeof iconKeys)[number];

/**
 * Vendor logos available in simple-icons 16.x (checked against
 * node_modules/simple-icons/icons). Vendors without one get a monogram tile.
 */
export const simpleIconSlugs = ['okta', 'splunk', 'elastic', 'googlecloud', 'nvidia'] as const;

export type SimpleIconSlug = (typeof simpleIconSlugs)[number];
