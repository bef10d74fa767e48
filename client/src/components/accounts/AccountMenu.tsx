import type { ReactNode } from 'react';
import { signInStepPath } from '@forecourt/schema/accounts/sign-in-path';
import { SIGN_OUT_POST_PATH } from '@forecourt/schema/accounts/sign-in-steps';
import { useViewer } from '../../accounts/viewer-context';
import { useLocation } from '../../routing/router-hooks';
import './account-menu.css';

/**
 * The header's account corner: "Sign in" for a visitor (back to this page once signed in); for a
 * signed-in shopper a disclosure (works without JavaScript, opens with Enter or Space) with their
 * e-mail, the account's own links (`children`: the watchlist, the garage) and "Sign out", a form
 * button, since signing out changes something.
 */
export function AccountMenu({ children }: { children?: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!viewer.signedIn) {
    // Signing in from the sign-in page itself goes home afterwards, not round in a circle.
    const redirect = location.pathname === '/sign-in' ? '/' : here;
    return (
      <a className="account-menu__sign-in" href={signInStepPath({ redirect })}>
        Sign in
      </a>
    );
  }
  return (
    <details className="account-menu">
      <summary className="account-menu__button">
        <span className="account-menu__label">Account</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__email">
          Signed in as <strong>{viewer.email}</strong>
        </p>
        {children}
        <form method="post" action={SIGN_OUT_POST_PATH}>
          <input type="hidden" name="redirect" value="/" />
          <button type="submit" className="account-menu__sign-out">
            Sign out
          </button>
        </form>
      </div>
    </details>
  );
}
