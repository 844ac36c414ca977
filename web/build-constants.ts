/** Values fixed at build time, shared by the Vite build and the web test project (see src/build-constants.d.ts). */
export const buildConstants = {
  /** The year the HTML was prerendered: the footer's first render must match it. */
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};
