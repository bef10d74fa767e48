import { dateFormatOnFirstUse } from '@forecourt/schema/time/date-format';
import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { TradeInValuation } from '@forecourt/schema/leads/trade-in-follow-ups';
import { useEffect, useId, useRef, useState } from 'react';
import {
  FormErrorBanner,
  type FormErrorBannerState,
} from '../../../components/leads/FormErrorBanner';
import { requestFailureMessages } from '../../../relay/request-failure';
import type { FormFailure } from '../../../components/leads/useFormErrorBanner';
import { SkipButton } from './SkipButton';
import { StepHeading } from './StepHeading';

export const ACCEPT_OFFER_LABEL = 'Accept offer';
/** Without an offer the shopper has nothing to decide: the dealer follows up. */
export const NO_OFFER_CONTINUE_LABEL = "We'll be in touch";

const validDate = dateFormatOnFirstUse('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "11 July 2025": the day an offer stands until; null when the server's date is not one. */
export function offerValidUntilText(validUntil: string): string | null {
  const date = new Date(validUntil);
  return Number.isNaN(date.getTime()) ? null : validDate().format(date);
}

/**
 * Step 4, "Your estimate" (spec 2 §7, §9): the offer in dollars, its range and what it is based
 * on, with the disclaimer (indicative, subject to inspection), and "Accept offer", recorded
 * against the lead ("3. Offer Accepted"). Without an offer, the reason (an older car, more
 * kilometres, a site that values in person) and the way on.
 */
export function EstimateStep({
  valuation,
  stepNumber,
  stepCount,
  focusHeading,
  onAccept,
  onDone,
}: {
  valuation: TradeInValuation;
  stepNumber: number;
  stepCount: number;
  focusHeading: boolean;
  /** Records the acceptance: null once recorded, else why it was refused. */
  onAccept: () => Promise<FormFailure | null>;
  /** Leaves the valuation for the success page (no offer, or skipped). */
  onDone: () => void;
}) {
  const headingId = `${useId()}-title`;
  const [accepting, setAccepting] = useState(false);
  const [banner, setBanner] = useState<FormErrorBannerState | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  const accept = async () => {
    setBanner(null);
    setAccepting(true);
    let failure: FormFailure | null;
    try {
      failure = await onAccept();
    } catch (error) {
      failure = { fields: [], general: requestFailureMessages(error) };
    }
    if (failure) {
      const { fields, general } = failure;
      setBanner({
        title: FORM_SUBMIT_FAILED_MESSAGE,
        messages: [...new Set([...general, ...fields.map(({ message }) => message)])],
      });
      setAccepting(false);
    }
  };

  const { offer, estimateLow, estimateHigh } = valuation;
  const validUntil =
    valuation.validUntil === null ? null : offerValidUntilText(valuation.validUntil);
  return (
    <section className="lead-form trade-in-steps__step" aria-labelledby={headingId}>
      <StepHeading
        id={headingId}
        title="Your estimate"
        stepNumber={stepNumber}
        stepCount={stepCount}
        focus={focusHeading}
      />
      {offer === null ? (
        <>
          {valuation.reason !== null && <p>{valuation.reason}</p>}
          <p className="trade-in-steps__disclaimer">{valuation.disclaimer}</p>
          <button type="button" className="button button--primary" onClick={onDone}>
            {NO_OFFER_CONTINUE_LABEL}
          </button>
        </>
      ) : (
        <>
          <p className="trade-in-steps__offer">
            <span className="lead-form__label">We can offer</span>{' '}
            <strong className="trade-in-steps__amount">{formatDollars(offer)}</strong>
          </p>
          {estimateLow !== null && estimateHigh !== null && (
            <p>
              Estimated range: {formatDollars(estimateLow)} – {formatDollars(estimateHigh)}
            </p>
          )}
          {valuation.basis !== null && <p>{valuation.basis}</p>}
          {validUntil !== null && <p>Offer valid until {validUntil}.</p>}
          <p className="trade-in-steps__disclaimer">{valuation.disclaimer}</p>
          <FormErrorBanner state={banner} ref={bannerRef} />
          <button
            type="button"
            className="button button--primary lead-form__submit"
            disabled={accepting}
            aria-busy={accepting || undefined}
            onClick={() => void accept()}
          >
            {accepting && <span className="lead-form__spinner" aria-hidden="true" />}
            {ACCEPT_OFFER_LABEL}
          </button>
          <SkipButton onSkip={onDone} disabled={accepting} />
        </>
      )}
    </section>
  );
}
