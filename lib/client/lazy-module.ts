/**
 * A module fetched once, on first need: `load` starts (or joins) the import, `loaded` is the
 * module once it has arrived, so a component mounted later renders it at once.
 */
export function lazyModule<T>(importer: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load: () => (loading ??= importer().then((code) => (loaded = code))),
  };
}
