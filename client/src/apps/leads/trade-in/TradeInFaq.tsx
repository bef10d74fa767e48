import { Suspense, lazy, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TradeInFaq_tradeIn$key } from '../../../__generated__/TradeInFaq_tradeIn.graphql';
import { useHydrated } from '../../../shell/useHydrated';
import { TradeInFaqDetails } from './TradeInFaqDetails';
import './trade-in-faq.css';

// The accordion's code (Radix) loads once the page is interactive, not with the page.
const TradeInFaqAccordion = lazy(() =>
  import('./TradeInFaqAccordion').then((m) => ({ default: m.TradeInFaqAccordion })),
);

export type FaqEntry = { question: string; answer: string };

/**
 * The trade-in pages' questions and answers (spec 2 §2, §9), worded by the site's settings.
 * The server's HTML (and a browser without JavaScript) has one native disclosure per question,
 * which opens without any script; once the page is interactive the Radix accordion takes over
 * (arrow keys between questions, a 300 ms open and close), keeping open what the shopper opened.
 */
export function TradeInFaq({ tradeIn }: { tradeIn: TradeInFaq_tradeIn$key }) {
  const { faq } = useFragment(
    graphql`
      fragment TradeInFaq_tradeIn on TradeInSettings {
        faq {
          question
          answer
        }
      }
    `,
    tradeIn,
  );
  const headingId = useId();
  const hydrated = useHydrated();
  // Questions opened before the accordion arrived, by their place in the list.
  const [opened, setOpened] = useState<readonly string[]>([]);
  if (faq.length === 0) return null;
  // The fields the two renderings read, named here.
  const entries = faq.map(({ question, answer }) => ({ question, answer }));
  const details = (
    <TradeInFaqDetails entries={entries} opened={opened} onOpenedChange={setOpened} />
  );
  return (
    <section className="trade-in-faq" aria-labelledby={headingId}>
      <h2 className="trade-in-faq__title" id={headingId}>
        Trade-in questions
      </h2>
      {hydrated ? (
        <Suspense fallback={details}>
          <TradeInFaqAccordion entries={entries} defaultOpened={opened} />
        </Suspense>
      ) : (
        details
      )}
    </section>
  );
}
