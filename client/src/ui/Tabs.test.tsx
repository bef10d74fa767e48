import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

type Fruit = 'apple' | 'pear';

const TABS = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
] as const;

const fruitTabs = (value: Fruit, keepMounted = false) => (
  <Tabs<Fruit>
    label="Fruit"
    tabs={TABS}
    value={value}
    onValueChange={() => undefined}
    keepMounted={keepMounted}
    renderPanel={(fruit) => <p>{fruit === 'apple' ? 'Apple panel' : 'Pear panel'}</p>}
  />
);

describe('Tabs', () => {
  it('renders the chosen panel on the server, and only that one', () => {
    const html = renderToString(fruitTabs('pear'));

    expect(html).toContain('Pear panel');
    expect(html).not.toContain('Apple panel');
  });

  it('keeps every panel rendered when asked, showing the chosen one only', () => {
    render(fruitTabs('apple', true));

    expect(
      screen.getByText('Apple panel').closest('[role="tabpanel"]')?.hasAttribute('hidden'),
    ).toBe(false);
    expect(
      screen.getByText('Pear panel').closest('[role="tabpanel"]')?.hasAttribute('hidden'),
    ).toBe(true);
    expect(screen.getByRole('tab', { name: 'Apple' }).getAttribute('aria-selected')).toBe('true');
  });
});
