import type { ReactNode } from 'react';
import { Link } from '../../routing/Link';

/** A promotion's link: a path of the site navigates in the page, an https address leaves it. */
export function PromoLink({
  href,
  className,
  label,
  children,
}: {
  href: string;
  className?: string;
  /** The link's name when its words alone ("Find out more") would not say which offer. */
  label?: string;
  children: ReactNode;
}) {
  return href.startsWith('/') ? (
    <Link className={className} to={href} aria-label={label}>
      {children}
    </Link>
  ) : (
    <a className={className} href={href} rel="noopener" aria-label={label}>
      {children}
    </a>
  );
}
