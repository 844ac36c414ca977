/**
 * Self-made card artwork for the three offers: small inline SVGs drawn from
 * fixed coordinates (identical on server and client), decorative only.
 */
import type { OfferSummary } from '@ferrum/shared/content/types';

type Point = readonly [number, number];

type Edge = readonly [Point, Point];

/** One network graph; the twin draws it twice, mirrored across the centre line. */
const [a, b, c, d, e, f, g] = [
  [40, 50],
  [95, 35],
  [70, 100],
  [130, 85],
  [45, 150],
  [110, 150],
  [160, 130],
] as const satisfies readonly Point[];
const graphNodes: readonly Point[] = [a, b, c, d, e, f, g];
const graphEdges: readonly Edge[] = [
  [a, b],
  [a, c],
  [b, d],
  [c, d],
  [c, e],
  [c, f],
  [d, g],
  [f, g],
  [e, f],
];

const mirror = ([x, y]: Point): Point => [400 - x, y];

interface GraphProps {
  transform: (point: Point) => Point;
  stroke: string;
  dashed?: boolean;
}

function Graph({ transform, stroke, dashed }: GraphProps) {
  return (
    <g>
      {graphEdges.map(([from, to]) => {
        const [x1, y1] = transform(from);
        const [x2, y2] = transform(to);
        return (
          <line
            key={`${x1}-${y1}-${x2}-${y2}`}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={stroke}
            strokeWidth="2"
            strokeDasharray={dashed ? '5 4' : undefined}
          />
        );
      })}
      {graphNodes.map(transform).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="8" fill="#131c2e" stroke={stroke} strokeWidth="2" />
      ))}
    </g>
  );
}

const identity = (point: Point): Point => point;

function DigitalTwinArt() {
  return (
    <>
      <Graph transform={identity} stroke="#94a3b8" />
      <Graph transform={mirror} stroke="#f87171" dashed />
      <line x1="200" y1="20" x2="200" y2="180" stroke="#475569" strokeWidth="2" strokeDasharray="2 6" />
      <path d="M186 100h28m-8-8 8 8-8 8" stroke="#f87171" strokeWidth="2" fill="none" />
    </>
  );
}

function DataDiodeArt() {
  return (
    <>
      {/* Plant side and business side, joined by the one-way gateway. */}
      <rect x="20" y="60" width="80" height="80" rx="12" fill="#131c2e" stroke="#94a3b8" strokeWidth="2" />
      <rect x="300" y="60" width="80" height="80" rx="12" fill="#131c2e" stroke="#94a3b8" strokeWidth="2" />
      {[80, 100, 120].map((y) => (
        <line key={y} x1="36" y1={y} x2="84" y2={y} stroke="#475569" strokeWidth="4" strokeLinecap="round" />
      ))}
      {[80, 100, 120].map((y) => (
        <line key={y} x1="316" y1={y} x2="364" y2={y} stroke="#475569" strokeWidth="4" strokeLinecap="round" />
      ))}
      <rect x="150" y="45" width="100" height="110" rx="14" fill="#1f2a40" stroke="#dc2626" strokeWidth="3" />
      <path d="M100 100h200" stroke="#f87171" strokeWidth="4" />
      <path d="M286 88l16 12-16 12" stroke="#f87171" strokeWidth="4" fill="none" strokeLinejoin="round" />
      {/* The diode symbol: a triangle against a bar, current in one direction only. */}
      <path d="M182 78v44l36-22z" fill="#dc2626" />
      <line x1="222" y1="76" x2="222" y2="124" stroke="#dc2626" strokeWidth="5" />
      <path d="M300 160H100" stroke="#475569" strokeWidth="2" strokeDasharray="6 6" />
      <path d="M192 170l16-20m0 20-16-20" stroke="#f87171" strokeWidth="3" />
    </>
  );
}

function MdrArt() {
  return (
    <>
      {[30, 60, 90].map((r) => (
        <circle key={r} cx="200" cy="100" r={r} fill="none" stroke="#334155" strokeWidth="2" />
      ))}
      <line x1="110" y1="100" x2="290" y2="100" stroke="#334155" strokeWidth="1.5" />
      <line x1="200" y1="10" x2="200" y2="190" stroke="#334155" strokeWidth="1.5" />
      <path d="M200 100L200 10A90 90 0 0 1 278 55z" fill="#dc2626" fillOpacity="0.35" />
      <line x1="200" y1="100" x2="278" y2="55" stroke="#f87171" strokeWidth="3" />
      <circle cx="238" cy="52" r="6" fill="#f87171" />
      <circle cx="150" cy="135" r="5" fill="#94a3b8" />
      <circle cx="255" cy="140" r="5" fill="#94a3b8" />
      <circle cx="170" cy="60" r="4" fill="#94a3b8" />
      <path d="M20 150h40l10-25 14 45 12-35 8 15h36" stroke="#94a3b8" strokeWidth="2.5" fill="none" />
      <path d="M284 150h26l10-25 14 45 12-35 8 15h26" stroke="#94a3b8" strokeWidth="2.5" fill="none" />
    </>
  );
}

const artworks: Record<OfferSummary['artwork'], () => React.ReactElement> = {
  'digital-twin': DigitalTwinArt,
  'data-diode': DataDiodeArt,
  mdr: MdrArt,
};

/** The decorative illustration at the top of an offer card (400x200, scales to the card's width). */
export function OfferArtwork({ kind }: { kind: OfferSummary['artwork'] }) {
  const Art = artworks[kind];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 200"
      width="400"
      height="200"
      className="h-auto w-full"
      strokeLinecap="round"
    >
      <Art />
    </svg>
  );
}
