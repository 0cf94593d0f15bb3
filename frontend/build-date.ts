const built = new Date();

/**
 * The year and the (UTC) day of the build, which prerenders the public pages: a page shows them until the app takes
 * the page over (hooks/use-current-year.ts, hooks/use-today.ts). Given to vite and vitest as defines.
 */
export const buildDateDefines = {
  __BUILD_YEAR__: JSON.stringify(built.getFullYear()),
  __BUILD_DAY__: JSON.stringify(built.toISOString().slice(0, 10)),
};
