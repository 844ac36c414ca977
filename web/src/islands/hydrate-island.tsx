/**
 * Hydrates one island's prerendered HTML with React (loaded with the first island
 * a visitor wakes). Resolves once the island has committed, so the runtime can
 * replay an early click or submit on live handlers.
 */
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../app/app-error-boundary.tsx';

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // A parent's effect runs after its children's: the island's own listeners are attached by now.
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates `container` (the island's wrapper) with `Component`; `prefix` is its build-time `identifierPrefix`. */
export function hydrateIsland<Props extends object>(
  container: HTMLElement,
  Component: ComponentType<Props>,
  props: Props,
  prefix: string,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <StrictMode>
        <Hydrated onHydrated={resolve}>
          <AppErrorBoundary>
            <Component {...props} />
          </AppErrorBoundary>
        </Hydrated>
      </StrictMode>,
      { identifierPrefix: prefix },
    );
  });
}
