import type { SocialNetwork } from '@ferrum/shared';
// The marks come from simple-icons' per-icon SVG files: importing its index here would
// pull every logo the pages use into each page's initial JavaScript.
import githubSvg from 'simple-icons/icons/github.svg?raw';
import xSvg from 'simple-icons/icons/x.svg?raw';
import youtubeSvg from 'simple-icons/icons/youtube.svg?raw';

/** The `d` of an icon file's single path. */
function pathOf(svg: string): string {
  return /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';
}

// simple-icons dropped LinkedIn's mark at the brand owner's request; this is a plain "in" monogram path.
const linkedInPath =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.94c0-1.18-.02-2.7-1.64-2.7-1.65 0-1.9 1.28-1.9 2.61V21h-4z';

const paths: Record<SocialNetwork, string> = {
  LinkedIn: linkedInPath,
  X: pathOf(xSvg),
  YouTube: pathOf(youtubeSvg),
  GitHub: pathOf(githubSvg),
};

/** A social network's mark, sized for the footer. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
