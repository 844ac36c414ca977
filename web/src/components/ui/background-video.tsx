import { Pause, Play } from 'lucide-react';
import { backgroundVideoControl } from '../../content/media.ts';

export interface HeroVideo {
  /** Looping clip (muted, no audio track), e.g. `/media/hero-grid.mp4`. */
  src: string;
  /** Still shown first, and for good where motion is unwelcome or data is scarce. */
  poster: string;
}

/**
 * A decorative background clip. The poster is the first paint; the page's script
 * adds the video once the page is idle, and never for visitors who prefer reduced
 * motion or have Save-Data on (enhancements/background-video.ts). Moving content
 * that lasts more than five seconds needs a way to stop it (WCAG 2.2.2): the
 * Pause button, hidden until a clip is there to pause.
 */
export function BackgroundVideo({ src, poster }: HeroVideo) {
  return (
    <>
      <div aria-hidden="true" data-background-video={src} className="absolute inset-0 overflow-hidden">
        <img
          src={poster}
          alt=""
          width={1280}
          height={720}
          decoding="async"
          fetchPriority="low"
          className="size-full object-cover"
        />
      </div>
      <button
        type="button"
        hidden
        data-background-video-toggle
        data-label-pause={backgroundVideoControl.pause}
        data-label-play={backgroundVideoControl.play}
        aria-label={backgroundVideoControl.pause}
        title={backgroundVideoControl.pause}
        className="group absolute bottom-4 left-4 z-10 inline-flex size-9 items-center justify-center rounded-full border border-white/50 bg-ink-950/70 text-white hover:bg-ink-950 sm:bottom-6 sm:left-6"
      >
        <Pause aria-hidden="true" width={16} height={16} className="size-4 group-data-paused:hidden" />
        <Play aria-hidden="true" width={16} height={16} className="hidden size-4 group-data-paused:block" />
      </button>
    </>
  );
}
