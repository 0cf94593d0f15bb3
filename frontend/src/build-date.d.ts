/** The year the build ran in (frontend/build-date.ts). */
declare const __BUILD_YEAR__: number;
/** The Eastern day the build ran on (claim deadlines count in it), `YYYY-MM-DD` (frontend/build-date.ts). */
declare const __BUILD_DAY__: string;
