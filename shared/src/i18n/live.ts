/**
 * A read-only view of a catalogue that resolves every read against the catalogue current at the time
 * of the read. Sections can be kept in variables (`const text = copy.estimator`) and still follow a
 * change of language; only a string copied out of the view stays as it was.
 */
export function liveView<T extends object>(current: () => T, shape: T): T {
  const views = new Map<string, object>();

  const at = (root: unknown, path: readonly PropertyKey[]): unknown =>
    path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], root);

  const isBranch = (value: unknown): value is object => typeof value === 'object' && value !== null;

  function view(path: readonly PropertyKey[], target: object): object {
    const id = path.map(String).join('\u0000');
    const known = views.get(id);
    if (known) return known;
    const made = new Proxy(target, {
      get(node, key) {
        // Symbols and array methods (map, length...) come from the node itself.
        if (typeof key === 'symbol' || !Object.prototype.hasOwnProperty.call(node, key)) {
          return Reflect.get(at(current(), path) as object, key);
        }
        const value = at(current(), [...path, key]);
        const shaped = (node as Record<PropertyKey, unknown>)[key];
        return isBranch(value) && isBranch(shaped) ? view([...path, key], shaped) : value;
      },
      set: () => false,
      deleteProperty: () => false,
      defineProperty: () => false,
    });
    views.set(id, made);
    return made;
  }

  return view([], shape) as T;
}
