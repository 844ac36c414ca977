import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installPlatformShims } from './platform-shims.ts';

installPlatformShims();

// vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // A search box writes its query into the address (`?q=`): the next test starts at a clean one.
  window.history.replaceState(null, '', '/');
});
