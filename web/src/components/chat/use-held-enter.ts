/**
 * The Enter that sends a question is often still down when the answer starts and the
 * Stop button takes the focus (at once, or when the chat wakes and sends a question
 * asked before it had): the key's own keypress or its auto-repeat then reaches Stop
 * and would end the answer the visitor just asked for. Stop answers a key only when
 * that key went down on Stop itself.
 */
import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';

/** Whether a click on Stop is the echo of an Enter pressed elsewhere or held down, and must not stop anything. */
export function useHeldEnter(stop: RefObject<HTMLButtonElement | null>): (event: MouseEvent) => boolean {
  /** An Enter is down that did not go down, fresh, on Stop. */
  const held = useRef(false);

  useEffect(() => {
    const press = (event: KeyboardEvent) => {
      if (event.key === 'Enter') held.current = event.repeat || event.target !== stop.current;
    };
    const release = (event: KeyboardEvent) => {
      if (event.key === 'Enter') held.current = false;
    };
    // A key released in another window never sends its keyup here.
    const forget = () => (held.current = false);
    window.addEventListener('keydown', press, true);
    window.addEventListener('keyup', release, true);
    window.addEventListener('blur', forget);
    return () => {
      window.removeEventListener('keydown', press, true);
      window.removeEventListener('keyup', release, true);
      window.removeEventListener('blur', forget);
    };
  }, [stop]);

  // A pointer's click has a detail (its click count); a key's has 0.
  return useCallback((event: MouseEvent) => held.current && event.detail === 0, []);
}
