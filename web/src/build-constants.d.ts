/** Replaced at build time (web/build-constants.ts). */
declare const __BUILD_YEAR__: number;
