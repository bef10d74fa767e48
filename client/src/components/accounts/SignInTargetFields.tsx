import type { SignInTarget } from '@forecourt/schema/accounts/sign-in-path';

/** The hidden fields every sign-in form carries: what signing in is for, and where to go next. */
export function SignInTargetFields({ target }: { target: Partial<SignInTarget> }) {
  return (
    <>
      {target.type && <input type="hidden" name="type" value={target.type} />}
      {target.redirect && <input type="hidden" name="redirect" value={target.redirect} />}
      {target.back && <input type="hidden" name="back" value={target.back} />}
    </>
  );
}
