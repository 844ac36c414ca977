import { describe, expect, it } from 'vitest';
import { chatScrollTop } from './chat-scroll.ts';

describe('chatScrollTop', () => {
  it('goes to the start of a message new to the list, wherever the list was', () => {
    expect(chatScrollTop(200, 1500, null)).toBe(1488);
    expect(chatScrollTop(2400, 1500, null)).toBe(1488);
  });

  it('keeps going there while the same message grows, as long as the list rests where it was put', () => {
    expect(chatScrollTop(1300, 1500, 1300)).toBe(1488);
    expect(chatScrollTop(1488, 1500, 1488)).toBe(1488);
    expect(chatScrollTop(1488.5, 1500, 1488)).toBe(1488);
  });

  it('leaves the list where the visitor scrolled it, up or down, while the same message grows', () => {
    expect(chatScrollTop(900, 1500, 1488)).toBeNull();
    expect(chatScrollTop(2000, 1500, 1488)).toBeNull();
  });
});
