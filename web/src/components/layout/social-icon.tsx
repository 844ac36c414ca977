import { siGithub, siX, siYoutube } from 'simple-icons';
import type { SocialNetwork } from '@ferrum/shared';

// simple-icons dropped LinkedIn's mark at the brand owner's request; this is a plain "in" monogram path.
const linkedInPath =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.94c0-1.18-.02-2.7-1.64-2.7-1.65 0-1.9 1.28-1.9 2.61V21h-4z';

const paths: Record<SocialNetwork, string> = {
  LinkedIn: linkedInPath,
  X: siX.path,
  YouTube: siYoutube.path,
  GitHub: siGithub.path,
};

/** A social network's mark, sized for the footer. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
