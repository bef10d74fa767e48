import { createContext, useContext } from 'react';

/**
 * Which addresses of the site a link leaves to the server (a full page load) instead of
 * navigating to in the page: pages the server answers otherwise than the route table would,
 * such as a gated page redirecting a signed-out visitor to sign in. None by default.
 */
export type LeavesToServer = (to: string) => boolean;

export const FullPageNavigationContext = createContext<LeavesToServer>(() => false);

export const useLeavesToServer = (): LeavesToServer => useContext(FullPageNavigationContext);
