import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundVideo } from '../components/ui/background-video.tsx';
import { heroVideos } from '../content/media.ts';
import { renderStatic } from '../test/render-static.tsx';
import { startBackgroundVideo, startBackgroundVideos, videoPausedKey, videoWelcome } from './background-video.ts';

/** A window whose visitor prefers reduced motion or not, with Save-Data on, off or unknown. */
function visitor({ reducedMotion = false, saveData }: { reducedMotion?: boolean; saveData?: boolean }): Window {
  return {
    matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }),
    navigator: saveData === undefined ? {} : { connection: { saveData } },
  } as unknown as Window;
}

describe('whether a background video is welcome', () => {
  it('is welcome by default, and where the browser does not say what the connection is', () => {
    expect(videoWelcome(visitor({}))).toBe(true);
    expect(videoWelcome(visitor({ saveData: false }))).toBe(true);
  });

  it('is not for a visitor who prefers reduced motion', () => {
    expect(videoWelcome(visitor({ reducedMotion: true }))).toBe(false);
  });

  it('is not for a visitor with Save-Data on', () => {
    expect(videoWelcome(visitor({ saveData: true }))).toBe(false);
  });
});

describe('starting a background video', () => {
  function hero() {
    const holder = document.createElement('div');
    holder.dataset.backgroundVideo = '/media/hero-grid.mp4';
    holder.innerHTML = '<img src="/media/hero-grid.jpg" alt="">';
    document.body.append(holder);
    return { holder, poster: holder.querySelector('img')! };
  }

  it('adds a muted, looping, inline video of the clip over the poster', () => {
    const { holder, poster } = hero();
    startBackgroundVideo(holder);
    const video = holder.querySelector('video')!;
    expect(video.src).toMatch(/\/media\/hero-grid\.mp4$/);
    expect(video.poster).toBe(poster.src);
    expect(video).toMatchObject({ muted: true, loop: true, autoplay: true, playsInline: true });
    holder.remove();
  });

  it('hides the poster once the clip plays, not before', () => {
    const { holder, poster } = hero();
    startBackgroundVideo(holder);
    expect(poster).not.toHaveClass('invisible');
    holder.querySelector('video')!.dispatchEvent(new Event('playing'));
    expect(poster).toHaveClass('invisible');
    holder.remove();
  });
});

describe('a hero with a background clip, as the page script runs it', () => {
  /** What the viewport observer was told to watch; `report` plays the browser's part. */
  const observed: { callback?: IntersectionObserverCallback; targets: Element[] } = { targets: [] };
  function reportOnScreen(isIntersecting: boolean) {
    const entries = observed.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    observed.callback?.(entries, {} as IntersectionObserver);
  }

  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let pause: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    observed.callback = undefined;
    observed.targets = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.callback = callback;
        }
        observe(target: Element) {
          observed.targets.push(target);
        }
        disconnect() {}
      },
    );
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
    play = vi.fn(() => Promise.resolve());
    pause = vi.fn(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The hero's clip markup as the build ships it, then the page script's start and the browser going idle. */
  function pageWithClip() {
    const container = renderStatic(createElement('section', null, createElement(BackgroundVideo, heroVideos.network)));
    startBackgroundVideos(document);
    return {
      video: () => container.querySelector('video'),
      idle: () => vi.runAllTimers(),
    };
  }

  it('shows the poster alone until the page is idle, with no Pause button yet', () => {
    const { video } = pageWithClip();
    expect(video()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause background video' })).toBeNull();
  });

  it('plays the clip once the page is idle, with a Pause button beside it', () => {
    const { video, idle } = pageWithClip();
    idle();
    expect(video()).toHaveAttribute('src', heroVideos.network.src);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  });

  it('Pause stops the clip for the rest of the visit; Play starts it again', () => {
    const { idle } = pageWithClip();
    idle();
    screen.getByRole('button', { name: 'Pause background video' }).click();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(videoPausedKey)).toBe('true');

    screen.getByRole('button', { name: 'Play background video' }).click();
    expect(play).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(videoPausedKey)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  });

  it('on the next page of a visit that paused the clips, shows the poster and Play, and loads no clip', () => {
    sessionStorage.setItem(videoPausedKey, 'true');
    const { video, idle } = pageWithClip();
    idle();
    expect(video()).toBeNull();
    screen.getByRole('button', { name: 'Play background video' }).click();
    expect(video()).toHaveAttribute('src', heroVideos.network.src);
  });

  it('stops the clip while its hero is off screen and plays it again when the hero comes back', () => {
    const { idle } = pageWithClip();
    idle();
    reportOnScreen(false);
    expect(pause).toHaveBeenCalledTimes(1);
    reportOnScreen(true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps a clip the visitor paused still when its hero comes back on screen', () => {
    const { idle } = pageWithClip();
    idle();
    screen.getByRole('button', { name: 'Pause background video' }).click();
    reportOnScreen(false);
    reportOnScreen(true);
    expect(play).not.toHaveBeenCalled();
  });

  it('adds neither clip nor button for a visitor who prefers reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    })) as typeof window.matchMedia;
    const { video, idle } = pageWithClip();
    idle();
    expect(video()).toBeNull();
    expect(screen.queryByRole('button', { name: /background video/ })).toBeNull();
  });
});
