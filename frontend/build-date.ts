// Relative: the config is loaded by Node, which does not import the workspace's TypeScript.
import { CLAIM_DEADLINE } from '../shared/src/constants.ts';

const built = new Date();

/**
 * The year and the day of the build, which prerenders the public pages: a page shows them until the app takes the
 * page over (hooks/use-current-year.ts, hooks/use-today.ts). The day is the Eastern one, in which claim deadlines
 * count. Given to vite and vitest as defines.
 */
export const buildDateDefines = {
  __BUILD_YEAR__: JSON.stringify(built.getFullYear()),
  __BUILD_DAY__: JSON.stringify(
    new Intl.DateTimeFormat('en-CA', { timeZone: CLAIM_DEADLINE.timeZone }).format(built).slice(0, 10),
  ),
};
