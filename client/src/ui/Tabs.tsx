import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** One tab: the value it stands for and the text on it. */
export interface TabItem<Value extends string> {
  value: Value;
  label: string;
}

/**
 * Accessible tabs (the WAI-ARIA tabs pattern, on Radix Tabs): the arrow keys, Home and End move
 * between the tabs and choose one, only the chosen tab is in the page's tab order, and only the
 * chosen panel shows. A panel left behind starts afresh when the shopper comes back to it, unless
 * `keepMounted`: then every panel stays rendered (hidden when not chosen), so what a shopper
 * typed in one survives switching. The server renders the chosen panel.
 */
export function Tabs<Value extends string>({
  label,
  tabs,
  value,
  onValueChange,
  renderPanel,
  keepMounted = false,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  renderPanel: (value: Value) => ReactNode;
  keepMounted?: boolean;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}) {
  const choose = (next: string) => {
    const tab = tabs.find((item) => item.value === next);
    if (tab) onValueChange(tab.value);
  };
  return (
    <RadixTabs.Root value={value} onValueChange={choose} className={className}>
      <RadixTabs.List aria-label={label} className={listClassName}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={tabClassName}
            // Names the tab's value in the HTML: a page that keeps the server's tabs until their
            // code arrives reads which one the shopper chose meanwhile (server-form-handover).
            data-tab={tab.value}
            // Radix chooses on the pointer press; a click alone (assistive technology) chooses too.
            onClick={() => choose(tab.value)}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => {
        const chosen = tab.value === value;
        return (
          <RadixTabs.Content
            key={tab.value}
            value={tab.value}
            className={panelClassName}
            {...(keepMounted && { forceMount: true, hidden: !chosen })}
          >
            {(keepMounted || chosen) && renderPanel(tab.value)}
          </RadixTabs.Content>
        );
      })}
    </RadixTabs.Root>
  );
}
