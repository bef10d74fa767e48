import type { FaqEntry } from './TradeInFaq';

/**
 * The questions as native disclosures: they open and close without JavaScript. Each one the
 * shopper opens is reported (by its place in the list), so the accordion can keep it open.
 */
export function TradeInFaqDetails({
  entries,
  opened,
  onOpenedChange,
}: {
  entries: readonly FaqEntry[];
  opened: readonly string[];
  onOpenedChange: (opened: readonly string[]) => void;
}) {
  return (
    <div className="trade-in-faq__list">
      {entries.map((entry, index) => {
        const value = String(index);
        return (
          <details
            key={value}
            className="trade-in-faq__item"
            open={opened.includes(value) || undefined}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              if (isOpen === opened.includes(value)) return;
              onOpenedChange(isOpen ? [...opened, value] : opened.filter((kept) => kept !== value));
            }}
          >
            <summary className="trade-in-faq__trigger">{entry.question}</summary>
            <div className="trade-in-faq__content">
              <p className="trade-in-faq__answer">{entry.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
