/**
 * Plays the heroes' background clips (components/ui/background-video.tsx) once the
 * page is idle, so the clip never competes with the first paint; never for visitors
 * who prefer reduced motion or have Save-Data on. A clip plays only while its hero
 * is on screen (a clip nobody sees costs a phone its battery, and every frame is
 * composited), and the hero's button (bottom left, clear of the chat launcher) pauses it for the rest of the visit (WCAG 2.2.2).
 */

interface NetworkInformationLike {
  saveData?: boolean;
}

/** sessionStorage key: set while the visitor has paused the background clips for this visit. */
export const videoPausedKey = 'ferrum:background-video-paused';

/** True when the visitor has not asked for less motion or less data. */
export function videoWelcome(win: Window = window): boolean {
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !reducedMotion && connection?.saveData !== true;
}

/** Whether the visitor paused the clips earlier in this visit (storage may be unavailable: then no). */
function pausedThisVisit(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(videoPausedKey) === 'true';
  } catch {
    return false;
  }
}

function rememberPaused(win: Window, paused: boolean): void {
  try {
    if (paused) win.sessionStorage.setItem(videoPausedKey, 'true');
    else win.sessionStorage.removeItem(videoPausedKey);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}

/** Adds the looping video to `holder` over its poster; the poster hides once the clip plays. */
export function startBackgroundVideo(holder: HTMLElement, { autoplay = true } = {}): HTMLVideoElement {
  const poster = holder.querySelector('img');
  const video = holder.ownerDocument.createElement('video');
  // Opaque: the clip and its poster are dimmed into the hero's colour when made (web/scripts/make-media.sh).
  video.className = 'absolute inset-0 size-full object-cover';
  Object.assign(video, { muted: true, loop: true, autoplay, playsInline: true, preload: 'auto' });
  if (poster) video.poster = poster.src;
  // The poster stays underneath until the first frame plays, then hides: nothing left to draw under the clip.
  video.addEventListener('playing', () => poster?.classList.add('invisible'), { once: true });
  video.src = holder.dataset.backgroundVideo!;
  holder.append(video);
  return video;
}

/** One hero's clip: its holder, its Pause / Play button, and whether the visitor or the viewport holds it still. */
class HeroClip {
  private video: HTMLVideoElement | undefined;
  private onScreen = true;
  private paused: boolean;

  constructor(
    private readonly holder: HTMLElement,
    private readonly toggle: HTMLButtonElement | null,
    private readonly win: Window,
  ) {
    this.paused = pausedThisVisit(win);
  }

  /** Shows the button; plays the clip unless the visitor paused the clips earlier in this visit. */
  start(): void {
    this.toggle?.addEventListener('click', () => this.setPaused(!this.paused));
    if (this.toggle) this.toggle.hidden = false;
    this.render();
  }

  /** Called by the viewport observer: a clip off screen stops decoding and painting. */
  setOnScreen(onScreen: boolean): void {
    this.onScreen = onScreen;
    this.render();
  }

  private setPaused(paused: boolean): void {
    this.paused = paused;
    rememberPaused(this.win, paused);
    this.render();
  }

  private render(): void {
    const { toggle, paused } = this;
    if (toggle) {
      toggle.toggleAttribute('data-paused', paused);
      const label = (paused ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '';
      toggle.setAttribute('aria-label', label);
      toggle.title = label;
    }
    const shouldPlay = !paused && this.onScreen;
    // A clip paused from the start is never downloaded: the poster is the still.
    if (!this.video) {
      if (!shouldPlay) return;
      this.video = startBackgroundVideo(this.holder);
      return;
    }
    // play() refuses (a rejected promise) when the browser will not autoplay: the poster stays.
    if (shouldPlay) void this.video.play()?.catch(() => undefined);
    else this.video.pause();
  }
}

/** Starts every background clip of the page when the browser is idle. */
export function startBackgroundVideos(root: Document = document): void {
  const holders = [...root.querySelectorAll<HTMLElement>('[data-background-video]')];
  const win = root.defaultView;
  if (holders.length === 0 || !win || !videoWelcome(win)) return;
  const clips = holders.map((holder) => ({
    holder,
    clip: new HeroClip(
      holder,
      holder.parentElement?.querySelector<HTMLButtonElement>('[data-background-video-toggle]') ?? null,
      win,
    ),
  }));
  const start = () => {
    clips.forEach(({ clip }) => clip.start());
    if (!('IntersectionObserver' in win)) return;
    const observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries)
        clips.find(({ holder }) => holder === entry.target)?.clip.setOnScreen(entry.isIntersecting);
    });
    clips.forEach(({ holder }) => observer.observe(holder));
  };
  if ('requestIdleCallback' in win) win.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1500);
}
