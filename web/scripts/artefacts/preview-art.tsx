/**
 * A preview card's artwork as a standalone SVG document: the very components the
 * pages draw (post covers, offer card art, content icons), rendered to markup, so
 * a card never carries art the site does not show.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '../../src/components/ui/icon.tsx';
import { PostCover } from '../../src/pages/blog/post-cover.tsx';
import { OfferArtwork } from '../../src/pages/products/offer-artwork.tsx';
import type { PreviewArt } from './preview-data.ts';

/** An SVG document's markup and its own proportions (width ÷ height, from its viewBox). */
export interface ArtSvg {
  markup: string;
  aspectRatio: number;
}

/** Inline SVG in HTML needs no namespace; a standalone SVG file (an image's source) does. */
function standalone(markup: string, colour?: string): string {
  const withNamespace = markup.includes('xmlns=')
    ? markup
    : markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  // Icons draw in `currentColor`; an image has no surrounding text colour to inherit.
  return colour ? withNamespace.replace('<svg', `<svg color="${colour}"`) : withNamespace;
}

function artElement(art: PreviewArt) {
  switch (art.kind) {
    case 'post-cover':
      return <PostCover artwork={art.artwork} />;
    case 'offer':
      return <OfferArtwork kind={art.artwork} />;
    case 'icon':
      return <Icon name={art.icon} />;
  }
}

/** The artwork's SVG; `colour` is what an icon draws in (covers and offer art bring their own). */
export function renderArt(art: PreviewArt, colour: string): ArtSvg {
  const markup = standalone(renderToStaticMarkup(artElement(art)), art.kind === 'icon' ? colour : undefined);
  const viewBox = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(markup);
  if (!viewBox) throw new Error(`The ${art.kind} artwork has no viewBox to size it by.`);
  return { markup, aspectRatio: Number(viewBox[1]) / Number(viewBox[2]) };
}
