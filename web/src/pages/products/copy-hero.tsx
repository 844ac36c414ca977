import type { HeroCopy } from '@ferrum/shared/content/types';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { heroVideos } from '../../content/media.ts';

interface CopyHeroProps {
  hero: HeroCopy;
  fullHeight?: boolean;
  children?: React.ReactNode;
}

/** A `PageHero` drawn from a content module's hero copy; `backgroundVideo` maps to the site's network clip. */
export function CopyHero({ hero, fullHeight, children }: CopyHeroProps) {
  const { backgroundVideo, ...props } = hero;
  return (
    <PageHero {...props} fullHeight={fullHeight} video={backgroundVideo ? heroVideos.network : undefined}>
      {children}
    </PageHero>
  );
}
