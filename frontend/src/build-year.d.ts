/** The year the build ran in (frontend/build-year.ts). */
declare const __BUILD_YEAR__: number;
