import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouterContext } from './router-context';
import type { NavigateOptions } from './route-types';
import { useLeavesToServer } from './full-page-navigation';

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  /** A path of this site (and query); the link works as a plain link without JavaScript too. */
  to: string;
}

/** Opening in a new tab or window (modifier keys, middle button, a target) is the browser's job. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/** A link within the site: a plain click navigates in the page instead of reloading it. */
export function Link({ to, replace, state, preventScrollReset, onClick, ...anchor }: LinkProps) {
  const { router } = useRouterContext();
  const leavesToServer = useLeavesToServer();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, anchor.target)) return;
    // The server answers this address itself (a gated page sends a visitor to sign in).
    if (leavesToServer(to)) return;
    event.preventDefault();
    void router.navigate(to, { replace, state, preventScrollReset });
  };
  return <a {...anchor} href={to} onClick={handleClick} />;
}
