import { describe, expect, it } from 'vitest';
import { startBackgroundVideo, videoWelcome } from './background-video.ts';

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
