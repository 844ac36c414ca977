/**
 * The Enter that sends a question is still down when the answer starts, and the
 * Stop button has just taken the focus: the key's own keypress or its auto-repeat
 * would press Stop and end the answer the visitor just asked for. This remembers
 * that key from the send until it is released.
 */
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';

export interface SendingKey {
  /** Enter in the input has just sent the draft. */
  sent: () => void;
  /** True for a click on Stop made by the sending Enter, which must not stop anything. */
  isEcho: (event: MouseEvent) => boolean;
}

export function useSendingKey(): SendingKey {
  const held = useRef(false);

  useEffect(() => {
    const release = (event: KeyboardEvent) => {
      if (event.key === 'Enter') held.current = false;
    };
    // A key released in another window never sends its keyup here.
    const forget = () => (held.current = false);
    window.addEventListener('keyup', release, true);
    window.addEventListener('blur', forget);
    return () => {
      window.removeEventListener('keyup', release, true);
      window.removeEventListener('blur', forget);
    };
  }, []);

  const sent = useCallback(() => {
    held.current = true;
  }, []);
  // A pointer's click has a detail (its click count); a key's has 0.
  const isEcho = useCallback((event: MouseEvent) => held.current && event.detail === 0, []);
  return { sent, isEcho };
}
