/**
 * Self-made cover artwork of a post, drawn in code from its front matter's
 * `cover.artwork` key: a dark blueprint grid with one motif per subject. On a
 * card it is decorative (the title says what the post is); on the post page it
 * is an image named by the front matter's `cover.alt`. Sized by width/height so
 * nothing shifts as the page loads.
 */
import type { CoverArtwork } from '@ferrum/shared/content/blog';
import { cx } from '../../lib/cx.ts';

type CoverKey = CoverArtwork;

const WIDTH = 320;
const HEIGHT = 180;

const accents: Record<CoverKey, string> = {
  network: '#f87171',
  twin: '#38bdf8',
  diode: '#34d399',
  compliance: '#a78bfa',
  ai: '#fbbf24',
  water: '#22d3ee',
};

const gridLines = [
  ...Array.from({ length: WIDTH / 20 - 1 }, (_, i) => `M${(i + 1) * 20} 0V${HEIGHT}`),
  ...Array.from({ length: HEIGHT / 20 - 1 }, (_, i) => `M0 ${(i + 1) * 20}H${WIDTH}`),
].join('');

type Point = readonly [number, number];

const hub: Point = [130, 95];
const networkNodes: readonly Point[] = [[60, 50], hub, [60, 135], [200, 55], [200, 130], [265, 92]];
const networkLinks: ReadonlyArray<readonly [Point, Point]> = [
  [[60, 50], hub],
  [[60, 135], hub],
  [hub, [200, 55]],
  [hub, [200, 130]],
  [
    [200, 55],
    [265, 92],
  ],
  [
    [200, 130],
    [265, 92],
  ],
];

function NetworkMotif({ accent }: { accent: string }) {
  return (
    <g>
      {networkLinks.map(([[x1, y1], [x2, y2]]) => (
        <line
          key={`${x1}-${y1}-${x2}-${y2}`}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          stroke={accent}
          strokeOpacity="0.55"
          strokeWidth="2"
        />
      ))}
      {networkNodes.map(([x, y]) => {
        const isHub = x === hub[0] && y === hub[1];
        return (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r={isHub ? 16 : 10} fill="#0b1220" stroke={accent} strokeWidth="2.5" />
            <circle cx={x} cy={y} r={isHub ? 6 : 3.5} fill={accent} />
          </g>
        );
      })}
    </g>
  );
}

function TwinMotif({ accent }: { accent: string }) {
  const cube = (x: number, dashed: boolean) => (
    <g
      transform={`translate(${x} 48)`}
      fill="none"
      stroke={accent}
      strokeWidth="2.5"
      strokeLinejoin="round"
      strokeDasharray={dashed ? '6 5' : undefined}
    >
      <path d="M0 22L38 0L76 22L76 66L38 88L0 66Z" />
      <path d="M0 22L38 44L76 22M38 44V88" />
    </g>
  );
  return (
    <g>
      {cube(62, false)}
      {cube(182, true)}
      <path d="M148 92h24" stroke={accent} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M164 84l8 8-8 8" fill="none" stroke={accent} strokeWidth="2.5" strokeLinecap="round" />
    </g>
  );
}

function DiodeMotif({ accent }: { accent: string }) {
  return (
    <g>
      <rect x="40" y="60" width="70" height="60" rx="8" fill="none" stroke="#94a3b8" strokeWidth="2" />
      <rect x="210" y="60" width="70" height="60" rx="8" fill="none" stroke="#94a3b8" strokeWidth="2" />
      <path d="M110 90H210" stroke={accent} strokeWidth="3" />
      <path d="M145 70L175 90L145 110Z" fill={accent} />
      <path d="M178 68V112" stroke={accent} strokeWidth="4" strokeLinecap="round" />
      {[75, 90, 105].map((y) => (
        <circle key={y} cx="62" cy={y} r="3" fill={accent} />
      ))}
      {[75, 90, 105].map((y) => (
        <path key={y} d={`M228 ${y}h34`} stroke="#94a3b8" strokeWidth="2" strokeLinecap="round" />
      ))}
    </g>
  );
}

function ComplianceMotif({ accent }: { accent: string }) {
  return (
    <g>
      <path
        d="M160 30L210 48V90C210 118 190 138 160 150C130 138 110 118 110 90V48Z"
        fill={accent}
        fillOpacity="0.15"
        stroke={accent}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M138 90l15 15 30-32"
        fill="none"
        stroke={accent}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[50, 75, 100, 125].map((y, index) => (
        <g key={y}>
          <rect x="238" y={y - 6} width="12" height="12" rx="2" fill="none" stroke="#94a3b8" strokeWidth="2" />
          <path d={`M258 ${y}h${index % 2 ? 28 : 40}`} stroke="#94a3b8" strokeWidth="2" strokeLinecap="round" />
        </g>
      ))}
    </g>
  );
}

function AiMotif({ accent }: { accent: string }) {
  const points = [10, 12, 9, 11, 10, 13, 9, 12, 58, 11, 10, 12, 9, 11, 10, 12, 11];
  const wave = points.map((value, index) => `${index ? 'L' : 'M'}${30 + index * 16} ${130 - value}`).join('');
  return (
    <g>
      <path d={wave} fill="none" stroke="#94a3b8" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx={30 + 8 * 16} cy={130 - 58} r="14" fill="none" stroke={accent} strokeWidth="3" />
      <circle cx={30 + 8 * 16} cy={130 - 58} r="4" fill={accent} />
      <path d="M30 148H290" stroke={accent} strokeOpacity="0.5" strokeWidth="2" strokeDasharray="4 6" />
    </g>
  );
}

function WaterMotif({ accent }: { accent: string }) {
  return (
    <g>
      <path
        d="M95 40C95 40 65 78 65 100a30 30 0 0060 0C125 78 95 40 95 40Z"
        fill={accent}
        fillOpacity="0.2"
        stroke={accent}
        strokeWidth="3"
      />
      <path d="M125 110H185V80H250" fill="none" stroke="#94a3b8" strokeWidth="6" strokeLinejoin="round" />
      <rect x="170" y="96" width="30" height="28" rx="4" fill="#0b1220" stroke={accent} strokeWidth="2.5" />
      <path d="M185 102v16" stroke={accent} strokeWidth="2.5" />
      <rect x="250" y="55" width="40" height="60" rx="6" fill="none" stroke="#94a3b8" strokeWidth="2" />
      <path d="M258 70h24M258 85h24M258 100h14" stroke={accent} strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

const motifs: Record<CoverKey, (props: { accent: string }) => React.ReactNode> = {
  network: NetworkMotif,
  twin: TwinMotif,
  diode: DiodeMotif,
  compliance: ComplianceMotif,
  ai: AiMotif,
  water: WaterMotif,
};

export interface PostCoverProps {
  artwork: CoverKey;
  /** What the cover shows; without it the artwork is decorative. */
  alt?: string;
  className?: string;
}

/** A post's cover artwork. */
export function PostCover({ artwork, alt, className }: PostCoverProps) {
  const Motif = motifs[artwork];
  const accent = accents[artwork];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      focusable="false"
      className={cx('block h-auto w-full', className)}
    >
      <rect width={WIDTH} height={HEIGHT} fill="#0b1220" />
      <path d={gridLines} stroke="#1f2a40" strokeWidth="1" />
      <circle cx={WIDTH * 0.8} cy={HEIGHT * 0.15} r="90" fill={accent} fillOpacity="0.08" />
      <Motif accent={accent} />
    </svg>
  );
}
