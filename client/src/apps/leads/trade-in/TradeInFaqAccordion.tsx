import * as Accordion from '@radix-ui/react-accordion';
import type { FaqEntry } from './TradeInFaq';

/**
 * The questions as a WAI-ARIA accordion (Radix): each question a button in a heading, the arrow
 * keys, Home and End moving between them, several open at once. Radix measures each answer so
 * the stylesheet can animate its height (300 ms, spec 2 §9; none under reduced motion).
 */
export function TradeInFaqAccordion({
  entries,
  defaultOpened,
}: {
  entries: readonly FaqEntry[];
  defaultOpened: readonly string[];
}) {
  return (
    <Accordion.Root
      type="multiple"
      defaultValue={[...defaultOpened]}
      className="trade-in-faq__list"
    >
      {entries.map((entry, index) => (
        <Accordion.Item key={index} value={String(index)} className="trade-in-faq__item">
          <Accordion.Header className="trade-in-faq__heading">
            <Accordion.Trigger className="trade-in-faq__trigger">
              {entry.question}
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="trade-in-faq__content trade-in-faq__content--animated">
            <p className="trade-in-faq__answer">{entry.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
