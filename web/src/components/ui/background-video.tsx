export interface HeroVideo {
  /** Looping clip (muted, no audio track), e.g. `/media/hero-grid.mp4`. */
  src: string;
  /** Still shown first, and for good where motion is unwelcome or data is scarce. */
  poster: string;
}

/**
 * A decorative background clip. The poster is the first paint; the page's script
 * adds the video once the page is idle, and never for visitors who prefer reduced
 * motion or have Save-Data on (enhancements/background-video.ts).
 */
export function BackgroundVideo({ src, poster }: HeroVideo) {
  return (
    <div aria-hidden="true" data-background-video={src} className="absolute inset-0 overflow-hidden">
      <img
        src={poster}
        alt=""
        width={1280}
        height={720}
        decoding="async"
        fetchPriority="low"
        className="size-full object-cover opacity-40"
      />
    </div>
  );
}
