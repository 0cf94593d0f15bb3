/**
 * The year of the build, which prerenders the public pages: a page shows it until the app takes the page over
 * (hooks/use-current-year.ts). Given to vite and vitest as a define.
 */
export const buildYearDefine = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };
