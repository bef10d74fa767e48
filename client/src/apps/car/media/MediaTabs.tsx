import { useId, type KeyboardEvent, type ReactNode } from 'react';

/** Keys that move between tabs, as in the WAI-ARIA tabs pattern. */
const TAB_KEYS: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Accessible tabs: a tab list and one panel per view, of which only the active one has content,
 * so a view left behind starts afresh when the shopper comes back to it.
 */
export function MediaTabs<View extends string>({
  label,
  views,
  labels,
  active,
  onSelect,
  renderPanel,
}: {
  /** Names the tab list for assistive technology. */
  label: string;
  views: readonly View[];
  labels: Record<View, string>;
  active: View;
  onSelect: (view: View) => void;
  renderPanel: (view: View) => ReactNode;
}) {
  const idPrefix = useId();
  const tabId = (view: View) => `${idPrefix}-tab-${view}`;
  const panelId = (view: View) => `${idPrefix}-panel-${view}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = TAB_KEYS[event.key];
    if (!move) return;
    const next = views[move(views.indexOf(active), views.length)];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <div className="media-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {views.map((view) => (
          <button
            key={view}
            type="button"
            role="tab"
            id={tabId(view)}
            className="media-tabs__tab"
            aria-selected={view === active}
            aria-controls={panelId(view)}
            // Roving focus: Tab reaches the active tab, the arrow keys the others.
            tabIndex={view === active ? 0 : -1}
            onClick={() => onSelect(view)}
          >
            {labels[view]}
          </button>
        ))}
      </div>
      {views.map((view) => (
        <div
          key={view}
          role="tabpanel"
          id={panelId(view)}
          className="media-tabs__panel"
          aria-labelledby={tabId(view)}
          hidden={view !== active}
        >
          {view === active && renderPanel(view)}
        </div>
      ))}
    </>
  );
}
