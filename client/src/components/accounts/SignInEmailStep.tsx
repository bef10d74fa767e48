import type { SignInTarget } from '@forecourt/schema/accounts/sign-in-path';
import {
  MAX_EMAIL_LENGTH,
  SIGN_IN_FORM,
  SIGN_IN_POST_PATH,
} from '@forecourt/schema/accounts/sign-in-form';
import { FieldError } from '../leads/FieldError';
import { SignInFormError } from './SignInFormError';
import { fieldRefusal, typedValue, useSignInRefusal } from './SignInRefusal';
import { SignInTargetFields } from './SignInTargetFields';

/** The first step: the shopper's e-mail address, to send a one-time code to. */
export function SignInEmailStep({ target }: { target: Partial<SignInTarget> }) {
  const refused = useSignInRefusal(SIGN_IN_FORM);
  const error = fieldRefusal(refused, 'email');
  return (
    <form className="sign-in__form" method="post" action={SIGN_IN_POST_PATH} noValidate>
      <SignInFormError messages={refused?.general ?? []} />
      <p className="sign-in__hint">We will e-mail you a 6-digit code. No password needed.</p>
      <input type="hidden" name="action" value="send-code" />
      <SignInTargetFields target={target} />
      <div className="sign-in__field">
        <label htmlFor="sign-in-email">E-mail address</label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={typedValue(refused, 'email')}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? 'sign-in-email-error' : undefined}
        />
        <FieldError id="sign-in-email-error" message={error} />
      </div>
      <button type="submit" className="button button--primary sign-in__submit">
        Send me a code
      </button>
    </form>
  );
}
