import { createContext, useContext, type ReactNode } from 'react';

/**
 * Who is browsing, as the site layout's query found them: a visitor, or a signed-in shopper of
 * this site. Signing in, adding a phone and signing out are full page loads (forms that work
 * without JavaScript), so the layout's answer stays right for the whole page view.
 */
export type ViewerState =
  | { readonly signedIn: false }
  | { readonly signedIn: true; readonly email: string; readonly hasPhone: boolean };

const VISITOR: ViewerState = { signedIn: false };

const ViewerContext = createContext<ViewerState>(VISITOR);

export function ViewerProvider({
  viewer,
  children,
}: {
  viewer: { readonly email: string; readonly hasPhone: boolean } | null | undefined;
  children: ReactNode;
}) {
  const state: ViewerState = viewer
    ? { signedIn: true, email: viewer.email, hasPhone: viewer.hasPhone }
    : VISITOR;
  return <ViewerContext.Provider value={state}>{children}</ViewerContext.Provider>;
}

/** The page's viewer; a visitor outside a provider (component tests). */
export const useViewer = (): ViewerState => useContext(ViewerContext);
