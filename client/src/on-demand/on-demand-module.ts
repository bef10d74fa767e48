/**
 * Code a page does not need for its first paint (a dialog, the toasts, the share networks'
 * buttons), kept out of the page's first download: it loads the first time it is wanted and from
 * then on renders at once, like any import.
 */
export interface OnDemandModule<M> {
  /** The module once it has loaded; undefined before. */
  loaded(): M | undefined;
  /** Starts loading it; every call shares one load, and a failed load is tried again next time. */
  load(): Promise<M>;
  /** Calls `onLoad` once the module has loaded; returns the unsubscribe. */
  subscribe(onLoad: () => void): () => void;
}

/** `importModule` is the `import()` of the module, so the bundler puts it in a chunk of its own. */
export function onDemandModule<M>(importModule: () => Promise<M>): OnDemandModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    loaded: () => module,
    load: () => {
      loading ??= importModule().then(
        (imported) => {
          module = imported;
          for (const listener of [...listeners]) listener();
          return imported;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe: (onLoad) => {
      listeners.add(onLoad);
      return () => listeners.delete(onLoad);
    },
  };
}
