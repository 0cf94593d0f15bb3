/** The year the build ran in (frontend/build-date.ts). */
declare const __BUILD_YEAR__: number;
/** The UTC day the build ran on, `YYYY-MM-DD` (frontend/build-date.ts). */
declare const __BUILD_DAY__: string;
