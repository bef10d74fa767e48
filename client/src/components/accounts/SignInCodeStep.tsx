import type { SignInTarget } from '@forecourt/schema/accounts/sign-in-path';
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_FORM,
  SIGN_IN_POST_PATH,
} from '@forecourt/schema/accounts/sign-in-form';
import { FieldError } from '../leads/FieldError';
import { SignInFormError } from './SignInFormError';
import { fieldRefusal, typedValue, useSignInRefusal } from './SignInRefusal';
import { SignInTargetFields } from './SignInTargetFields';

/**
 * The second step: the code from the e-mail (filled in when the shopper came by the e-mail's
 * link; they still press "Sign in", since mail scanners open links too), or a new code.
 */
export function SignInCodeStep({
  target,
  attempt,
  linkedCode,
  resent,
}: {
  target: Partial<SignInTarget>;
  attempt: string;
  /** The code the e-mail's link carried. */
  linkedCode: string;
  /** The shopper asked for a new code: the older ones no longer work. */
  resent: boolean;
}) {
  const refused = useSignInRefusal(SIGN_IN_FORM);
  const error = fieldRefusal(refused, 'code');
  const typed = refused ? typedValue(refused, 'code') : linkedCode;
  return (
    <div className="sign-in__steps">
      <form className="sign-in__form" method="post" action={SIGN_IN_POST_PATH} noValidate>
        <SignInFormError messages={refused?.general ?? []} />
        <p className="sign-in__hint" role={resent ? 'status' : undefined}>
          {resent
            ? `We sent a new ${SIGN_IN_CODE_LENGTH}-digit code to your e-mail; earlier codes no longer work.`
            : `We sent a ${SIGN_IN_CODE_LENGTH}-digit code to your e-mail.`}{' '}
          It works for 10 minutes.
        </p>
        <input type="hidden" name="action" value="sign-in" />
        <input type="hidden" name="attempt" value={attempt} />
        <SignInTargetFields target={target} />
        <div className="sign-in__field">
          <label htmlFor="sign-in-code">Code from the e-mail</label>
          <input
            id="sign-in-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={12}
            required
            defaultValue={typed}
            aria-invalid={error !== null || undefined}
            aria-describedby={error !== null ? 'sign-in-code-error' : undefined}
          />
          <FieldError id="sign-in-code-error" message={error} />
        </div>
        <button type="submit" className="button button--primary sign-in__submit">
          Sign in
        </button>
      </form>
      <form className="sign-in__resend" method="post" action={SIGN_IN_POST_PATH}>
        <input type="hidden" name="action" value="new-code" />
        <input type="hidden" name="attempt" value={attempt} />
        <SignInTargetFields target={target} />
        <button type="submit" className="sign-in__link-button">
          Send a new code
        </button>
      </form>
    </div>
  );
}
