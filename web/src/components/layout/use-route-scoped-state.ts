import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * State that falls back to `initial` on every navigation (a new location key, so even
 * a link to the current page counts): open menus close without an effect or an extra render.
 */
export function useRouteScopedState<T>(initial: T): [T, (value: T) => void] {
  const { key } = useLocation();
  const [state, setState] = useState({ key, value: initial });
  const set = useCallback((value: T) => setState({ key, value }), [key]);
  return [state.key === key ? state.value : initial, set];
}
