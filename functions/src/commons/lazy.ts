/** Creates the value on first use and returns the same one afterwards. */
export const lazy = <T>(create: () => T): (() => T) => {
  let instance: T | undefined;
  return () => (instance ??= create());
};
