/**
 * The link-preview card as a satori element tree (1200×630): the page hero's look
 * (ink background, accent glow, badge pill, large bold title) with the brand's
 * shield and name, the site's domain and the page's own artwork. Satori lays out
 * a subset of CSS with flexbox only, so every box says `display: flex`.
 */
import type { ReactElement } from 'react';
import type { Accent } from '@ferrum/shared/content/types';
import type { ArtSvg } from './preview-art.tsx';
import type { PreviewData } from './preview-data.ts';

export const cardWidth = 1200;
export const cardHeight = 630;

/** The hero's Tailwind colours (page-hero.tsx) as values: glow, badge text and border. */
const accentColours: Record<Accent, { glow: string; text: string; rgb: string }> = {
  red: { glow: 'rgba(220, 38, 38, 0.42)', text: '#f87171', rgb: '248, 113, 113' },
  blue: { glow: 'rgba(14, 165, 233, 0.36)', text: '#7dd3fc', rgb: '125, 211, 252' },
  green: { glow: 'rgba(16, 185, 129, 0.36)', text: '#6ee7b7', rgb: '110, 231, 183' },
  purple: { glow: 'rgba(139, 92, 246, 0.42)', text: '#c4b5fd', rgb: '196, 181, 253' },
};

/** The colour an icon artwork draws in, for this accent. */
export function accentTextColour(accent: Accent): string {
  return accentColours[accent].text;
}

const ink = { deep: '#070b14', panel: '#131c2e', line: '#1f2a40' };

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Long titles step down, to four lines at most beside the art (post titles run to 70 characters). */
function titleStyle(title: string, withArt: boolean): { fontSize: number; lineClamp: number } {
  const room = withArt ? 1 : 1.4;
  if (title.length <= 20 * room) return { fontSize: 76, lineClamp: 2 };
  if (title.length <= 40 * room) return { fontSize: 62, lineClamp: 3 };
  return { fontSize: 50, lineClamp: 4 };
}

function Artwork({ art, accent }: { art: ArtSvg; accent: Accent }) {
  const icon = art.aspectRatio === 1;
  const width = icon ? 180 : 360;
  const height = Math.round(width / art.aspectRatio);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: 400,
        height: icon ? 300 : height + 40,
        borderRadius: 28,
        backgroundColor: ink.panel,
        border: `2px solid ${icon ? `rgba(${accentColours[accent].rgb}, 0.35)` : ink.line}`,
        overflow: 'hidden',
      }}
    >
      <img src={dataUri(art.markup)} width={width} height={height} alt="" />
    </div>
  );
}

export interface PreviewCardProps {
  data: PreviewData;
  /** The artwork's SVG, rendered from `data.art`. */
  art?: ArtSvg;
  /** The brand's shield (favicon.svg). */
  logoSvg: string;
  company: string;
  /** The site's host name, shown in the corner. */
  domain: string;
}

/** The whole card. */
export function PreviewCard({ data, art, logoSvg, company, domain }: PreviewCardProps): ReactElement {
  const colours = accentColours[data.accent];
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: cardWidth,
        height: cardHeight,
        backgroundColor: ink.deep,
        // The hero's glow from the top left; an ellipse rather than the hero's page-wide
        // circle, as a smooth gradient over the whole card is most of a PNG's bytes.
        backgroundImage: `radial-gradient(ellipse 820px 560px at 16% 0%, ${colours.glow}, rgba(7, 11, 20, 0))`,
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '56px 72px 44px' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <img src={dataUri(logoSvg)} width={56} height={56} alt="" />
          <span style={{ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{company}</span>
        </div>
        <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center', gap: 48 }}>
          <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, flexBasis: 0 }}>
            {data.badge ? (
              <div style={{ display: 'flex' }}>
                <span
                  style={{
                    padding: '8px 22px',
                    borderRadius: 999,
                    border: `2px solid rgba(${colours.rgb}, 0.45)`,
                    backgroundColor: `rgba(${colours.rgb}, 0.14)`,
                    color: colours.text,
                    fontSize: 26,
                    fontWeight: 600,
                  }}
                >
                  {data.badge}
                </span>
              </div>
            ) : null}
            <div
              style={{
                marginTop: data.badge ? 28 : 0,
                ...titleStyle(data.title, Boolean(art)),
                fontWeight: 800,
                lineHeight: 1.1,
                letterSpacing: -1.5,
              }}
            >
              {data.title}
            </div>
            {data.line ? (
              <div style={{ marginTop: 24, fontSize: 28, color: '#cbd5e1', lineHeight: 1.3, lineClamp: 2 }}>
                {data.line}
              </div>
            ) : null}
          </div>
          {art ? <Artwork art={art} accent={data.accent} /> : null}
        </div>
        <div style={{ display: 'flex', fontSize: 24, fontWeight: 600, color: '#94a3b8' }}>{domain}</div>
      </div>
      <div style={{ display: 'flex', height: 10, backgroundColor: colours.text }} />
    </div>
  );
}
