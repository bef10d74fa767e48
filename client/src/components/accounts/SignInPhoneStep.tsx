import type { SignInTarget } from '@forecourt/schema/accounts/sign-in-path';
import {
  ACCOUNT_PHONE_FORM,
  ACCOUNT_PHONE_POST_PATH,
  needsPhone,
} from '@forecourt/schema/accounts/sign-in-form';
import { FieldError } from '../leads/FieldError';
import { SignInFormError } from './SignInFormError';
import { fieldRefusal, typedValue, useSignInRefusal } from './SignInRefusal';
import { SignInTargetFields } from './SignInTargetFields';

/**
 * After signing in, an account without a mobile is asked for one: the watchlist needs it (spec
 * 1 §4); anything else may skip it for now.
 */
export function SignInPhoneStep({ target }: { target: Partial<SignInTarget> }) {
  const refused = useSignInRefusal(ACCOUNT_PHONE_FORM);
  const error = fieldRefusal(refused, 'phone');
  const required = target.type !== undefined && needsPhone(target.type);
  return (
    <form className="sign-in__form" method="post" action={ACCOUNT_PHONE_POST_PATH} noValidate>
      <SignInFormError messages={refused?.general ?? []} />
      <p className="sign-in__hint">
        {required
          ? 'Add your mobile number so the dealer can tell you about the cars you watch.'
          : 'Add your mobile number so the dealer can reach you.'}
      </p>
      <SignInTargetFields target={target} />
      <div className="sign-in__field">
        <label htmlFor="account-phone">Mobile number</label>
        <input
          id="account-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={20}
          defaultValue={typedValue(refused, 'phone')}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? 'account-phone-error' : undefined}
        />
        <FieldError id="account-phone-error" message={error} />
      </div>
      <button type="submit" className="button button--primary sign-in__submit">
        Save my number
      </button>
      {!required && (
        <a className="sign-in__skip" href={target.redirect ?? '/'}>
          Skip for now
        </a>
      )}
    </form>
  );
}
