import { useEffect, useState } from 'react';
import { cx } from '../../lib/cx.ts';

export interface HeroVideo {
  /** Looping clip (muted, no audio track), e.g. `/media/hero-grid.mp4`. */
  src: string;
  /** Still shown first, and for good where motion is unwelcome or data is scarce. */
  poster: string;
}

interface NetworkInformationLike {
  saveData?: boolean;
}

/** True when the visitor has not asked for less motion or less data. */
function videoWelcome(): boolean {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !reducedMotion && connection?.saveData !== true;
}

/**
 * A decorative background clip. The poster is the server-rendered first paint;
 * the video element is only added after the page is idle, and never for
 * visitors who prefer reduced motion or have Save-Data on.
 */
export function BackgroundVideo({ src, poster }: HeroVideo) {
  const [playVideo, setPlayVideo] = useState(false);
  // The poster stays underneath until the first frame plays; both at 40% would double the moving image.
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!videoWelcome()) return;
    const start = () => setPlayVideo(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      <img
        src={poster}
        alt=""
        width={1280}
        height={720}
        decoding="async"
        fetchPriority="low"
        className={cx('size-full object-cover opacity-40', playing && 'invisible')}
      />
      {playVideo ? (
        <video
          className="absolute inset-0 size-full object-cover opacity-40"
          src={src}
          poster={poster}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          onPlaying={() => setPlaying(true)}
        />
      ) : null}
    </div>
  );
}
