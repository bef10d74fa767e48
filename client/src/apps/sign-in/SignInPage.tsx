import {
  isSignInType,
  sitePathOrNull,
  type SignInTarget,
} from '@forecourt/schema/accounts/sign-in-path';
import { PHONE_STEP, RESENT_PARAM } from '@forecourt/schema/accounts/sign-in-steps';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { SignInPageQuery } from '../../__generated__/SignInPageQuery.graphql';
import { useViewer } from '../../accounts/viewer-context';
import { SignInCodeStep } from '../../components/accounts/SignInCodeStep';
import { SignInEmailStep } from '../../components/accounts/SignInEmailStep';
import { SignInPhoneStep } from '../../components/accounts/SignInPhoneStep';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData, useSearchParams } from '../../routing/router-hooks';
import { DEFAULT_SIGN_IN_HEADING, SIGN_IN_HEADINGS } from './sign-in-headings';
import '../../components/leads/lead-form.css';
import '../../components/accounts/sign-in.css';

/** What the e-mail's link may carry as its code: digits, never anything to render as-is. */
const LINKED_CODE = /^\d{6}$/;

/**
 * /sign-in?type=…&redirect=…&back=… (spec 1 §2, spec 2 §2): passwordless sign-in in plain forms
 * that work without JavaScript. The address's step is read from the address: `attempt` (the
 * code e-mailed) shows the code step, `step=phone` a signed-in shopper's phone step; otherwise
 * the e-mail step. A signed-in shopper opening the page is sent on by the server.
 */
export function SignInPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<SignInPageQuery>;
  const { site } = usePreloadedQuery<SignInPageQuery>(
    graphql`
      query SignInPageQuery {
        site {
          name
        }
      }
    `,
    queryRef,
  );
  const [params] = useSearchParams();
  const viewer = useViewer();
  const type = params.get('type');
  const target: Partial<SignInTarget> = {
    type: isSignInType(type) ? type : undefined,
    redirect: sitePathOrNull(params.get('redirect')),
    back: sitePathOrNull(params.get('back')),
  };
  const heading = target.type ? SIGN_IN_HEADINGS[target.type] : DEFAULT_SIGN_IN_HEADING;
  const attempt = params.get('attempt');
  const linkedCode = params.get('code') ?? '';

  let step;
  if (viewer.signedIn) {
    step =
      params.get('step') === PHONE_STEP && !viewer.hasPhone ? (
        <SignInPhoneStep target={target} />
      ) : (
        <p>
          You are signed in as {viewer.email}. <a href={target.redirect ?? '/'}>Continue</a>
        </p>
      );
  } else if (attempt) {
    step = (
      <SignInCodeStep
        key={attempt}
        target={target}
        attempt={attempt}
        linkedCode={LINKED_CODE.test(linkedCode) ? linkedCode : ''}
        resent={params.get(RESENT_PARAM) === '1'}
      />
    );
  } else {
    step = <SignInEmailStep target={target} />;
  }

  return (
    <div className="sign-in">
      <PageHead
        title={`${heading} | ${site.name}`}
        description={`Sign in to ${site.name} with a code we e-mail you: no password needed.`}
        canonicalPath="/sign-in"
      />
      {target.back && (
        <a className="sign-in__back" href={target.back}>
          Back
        </a>
      )}
      <h1 className="sign-in__title">
        {viewer.signedIn && params.get('step') === PHONE_STEP && !viewer.hasPhone
          ? 'Add your mobile number'
          : heading}
      </h1>
      {step}
    </div>
  );
}
