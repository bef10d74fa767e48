import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../routing/router-hooks';
import { PageHead } from '../../routing/PageHead';
import { formFailureOf } from '../../components/leads/form-refusal';
import { requestFailureMessages } from '../../relay/request-failure';
import { useUnsubscribeSimilarCarAlertMutation } from './useUnsubscribeSimilarCarAlertMutation';
import './unsubscribe-page.css';

type Outcome = 'unsubscribed' | 'expired';

const OUTCOME_TEXT: Record<Outcome, string> = {
  unsubscribed: "You're unsubscribed. We won't contact you about this request again.",
  expired: 'This link has expired or was already used.',
};

/**
 * /similar-alerts/unsubscribe?token=…: the link in every alert message — similar vehicles, a saved
 * search's new matches, price drops on the watchlist. Opening it changes nothing (mail scanners
 * open links too); the shopper presses Unsubscribe. The token is all the page knows, so it cannot
 * say which alert it was.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeSimilarCarAlertMutation();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // The button is gone: the shopper's focus moves to the answer that replaced it.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const onUnsubscribe = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await unsubscribe(token);
      if (typeof answer === 'boolean') setOutcome(answer ? 'unsubscribed' : 'expired');
      else setError(formFailureOf(answer, () => '').general.join(' '));
    } catch (failure) {
      setError(requestFailureMessages(failure).join(' '));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="message-page unsubscribe-page">
      <PageHead
        title="Stop e-mail alerts"
        description="Stop the alert messages you asked us to send."
      />
      <meta name="robots" content="noindex" />
      <h1>Stop e-mail alerts</h1>
      {token === '' ? (
        <p>
          This unsubscribe link is incomplete. Open the whole link from the message we sent you, or
          copy all of it into the address bar.
        </p>
      ) : outcome ? (
        <p className="unsubscribe-page__outcome" ref={outcomeRef} tabIndex={-1}>
          {OUTCOME_TEXT[outcome]}
        </p>
      ) : (
        <>
          <p>
            You asked us to tell you about vehicles: ones similar to a vehicle that sold, new
            matches of a saved search, or price drops on your watchlist. Unsubscribe and we'll stop
            the messages this link came with.
          </p>
          {error !== null && (
            <div className="unsubscribe-page__error" role="alert">
              <p>We couldn't unsubscribe you.</p>
              <p>{error}</p>
            </div>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            onClick={() => void onUnsubscribe()}
          >
            {sending && <span className="unsubscribe-page__spinner" aria-hidden="true" />}
            {sending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </>
      )}
    </section>
  );
}
