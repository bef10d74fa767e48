import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from '../../../routing/router-hooks';
import type { TradeInLeadFlow_settings$key } from '../../../__generated__/TradeInLeadFlow_settings.graphql';
import type { TradeInLeadFlow_site$key } from '../../../__generated__/TradeInLeadFlow_site.graphql';
import type { TradeInLeadFlow_tradeIn$key } from '../../../__generated__/TradeInLeadFlow_tradeIn.graphql';
import { browserStorage } from '../../../storage/browser-storage';
import type { LeadFormFields } from '../../../components/leads/lead-form-values';
import type { LeadSuccessState } from '../../../components/leads/lead-success-state';
import { TradeInForm } from '../TradeInForm';
import type { SubmittedLead } from '../../../components/leads/useSubmitLeadMutation';
import type { TradeInValuationSteps } from './TradeInValuationSteps';
import {
  clearTradeInFlow,
  readTradeInFlow,
  startTradeInFlow,
  tradeInFlowKey,
  writeTradeInFlow,
  type TradeInFlow,
} from './trade-in-flow-store';
import { tradeInStepCount } from './trade-in-steps';

/** The steps' code: loaded once the form is sent (or a valuation is resumed), never before. */
const loadSteps = () => import('./TradeInValuationSteps').then((m) => m.TradeInValuationSteps);

interface OpenSteps {
  Steps: typeof TradeInValuationSteps;
  flow: TradeInFlow;
  /** Opened from the draft after a reload, not by the shopper's click. */
  resumed: boolean;
}

/**
 * The trade-in page's form and the valuation after it (spec 2 §3, §7): once the form has sent the
 * lead, the same page goes on to the car, its condition and the estimate, recorded against that
 * lead. Where the shopper was is kept in the browser, so a reload resumes there. If the steps
 * cannot load, the lead is sent all the same: the success page follows.
 */
export function TradeInLeadFlow({
  site,
  settings,
  tradeIn,
  siteSlug,
  carId,
  title,
  submitLabel,
  success,
}: {
  /** The site's labels, for the valuation's steps. */
  site: TradeInLeadFlow_site$key;
  settings: TradeInLeadFlow_settings$key;
  tradeIn: TradeInLeadFlow_tradeIn$key;
  siteSlug: string;
  /** The vehicle of this site the trade-in is towards, if any. */
  carId: string | null;
  title: string;
  submitLabel: string;
  success?: LeadSuccessState;
}) {
  const form = useFragment(
    graphql`
      fragment TradeInLeadFlow_settings on LeadFormSettings {
        ...TradeInForm_settings
      }
    `,
    settings,
  );
  const data = useFragment(
    graphql`
      fragment TradeInLeadFlow_tradeIn on TradeInSettings {
        questions {
          __typename
        }
        ...TradeInValuationSteps_tradeIn
      }
    `,
    tradeIn,
  );
  const siteData = useFragment(
    graphql`
      fragment TradeInLeadFlow_site on Site {
        ...TradeInValuationSteps_site
      }
    `,
    site,
  );
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenSteps | null>(null);
  const storageKey = tradeInFlowKey(siteSlug, carId);

  // A valuation under way is in the browser only: the server rendered the form.
  useEffect(() => {
    const flow = readTradeInFlow(browserStorage('local'), storageKey);
    if (!flow) return;
    let current = true;
    loadSteps().then(
      (Steps) => {
        if (current) setOpen({ Steps, flow, resumed: true });
      },
      // The form stays: the shopper can still reach the dealer with it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [storageKey]);

  const onSent = async (lead: SubmittedLead, values: LeadFormFields) => {
    const flow = startTradeInFlow(lead, values);
    writeTradeInFlow(browserStorage('local'), storageKey, flow);
    try {
      setOpen({ Steps: await loadSteps(), flow, resumed: false });
    } catch {
      clearTradeInFlow(browserStorage('local'), storageKey);
      await navigate(lead.successPath, {
        state: { ...success, leadId: lead.leadId } satisfies LeadSuccessState,
      });
    }
  };

  const stepCount = tradeInStepCount(data.questions.length);
  if (open) {
    const { Steps, flow, resumed } = open;
    return (
      <Steps
        site={siteData}
        tradeIn={data}
        storageKey={storageKey}
        initialFlow={flow}
        focusFirstStep={!resumed}
        success={success}
      />
    );
  }
  return (
    <TradeInForm
      settings={form}
      siteSlug={siteSlug}
      carId={carId}
      title={title}
      intro={<p className="lead-form__hint">Step 1 of {stepCount}</p>}
      submitLabel={submitLabel}
      success={success}
      onSent={onSent}
    />
  );
}
