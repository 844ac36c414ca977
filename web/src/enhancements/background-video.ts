/**
 * Plays the heroes' background clips (components/ui/background-video.tsx) once the
 * page is idle, so the clip never competes with the first paint; never for visitors
 * who prefer reduced motion or have Save-Data on.
 */

interface NetworkInformationLike {
  saveData?: boolean;
}

/** True when the visitor has not asked for less motion or less data. */
export function videoWelcome(win: Window = window): boolean {
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !reducedMotion && connection?.saveData !== true;
}

/** Adds the looping video to `holder` over its poster; the poster hides once the clip plays. */
export function startBackgroundVideo(holder: HTMLElement): void {
  const poster = holder.querySelector('img');
  const video = holder.ownerDocument.createElement('video');
  video.className = 'absolute inset-0 size-full object-cover opacity-40';
  Object.assign(video, { muted: true, loop: true, autoplay: true, playsInline: true, preload: 'auto' });
  if (poster) video.poster = poster.src;
  // The poster stays underneath until the first frame plays; both at 40% would double the moving image.
  video.addEventListener('playing', () => poster?.classList.add('invisible'), { once: true });
  video.src = holder.dataset.backgroundVideo!;
  holder.append(video);
}

/** Starts every background clip of the page when the browser is idle. */
export function startBackgroundVideos(root: Document = document): void {
  const holders = [...root.querySelectorAll<HTMLElement>('[data-background-video]')];
  const win = root.defaultView;
  if (holders.length === 0 || !win || !videoWelcome(win)) return;
  const start = () => holders.forEach(startBackgroundVideo);
  if ('requestIdleCallback' in win) win.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1500);
}
