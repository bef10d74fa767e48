import { useEffect, useSyncExternalStore } from 'react';
import type { OnDemandModule } from './on-demand-module';

// The server never renders on-demand code, so neither does hydration: the page matches its HTML.
const notLoadedOnServer = () => undefined;

/**
 * The module, loaded once `wanted` turns true; undefined until it has loaded. A failed load is
 * logged and leaves the page as it was (a later `wanted` tries again).
 */
export function useOnDemandModule<M>(module: OnDemandModule<M>, wanted: boolean): M | undefined {
  const loaded = useSyncExternalStore(module.subscribe, module.loaded, notLoadedOnServer);
  useEffect(() => {
    if (!wanted || loaded) return;
    module.load().catch((error: unknown) => console.error('Could not load page code', error));
  }, [module, wanted, loaded]);
  return loaded;
}
