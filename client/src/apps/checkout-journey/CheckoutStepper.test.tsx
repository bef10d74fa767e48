import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutStepper } from './CheckoutStepper';

describe('CheckoutStepper', () => {
  it('marks the step shown as the current one, and only it', () => {
    render(
      <CheckoutStepper
        current="FINANCE"
        completed={['DETAILS', 'TRADE_IN']}
        next="FINANCE"
        onOpen={() => undefined}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
      null,
    ]);
    expect(steps[2]!.textContent).toContain('Finance');
  });

  it('opens an answered step again, but not one that waits for earlier steps', () => {
    const onOpen = vi.fn();
    render(
      <CheckoutStepper
        current="DELIVERY"
        completed={['DETAILS', 'TRADE_IN', 'FINANCE']}
        next="DELIVERY"
        onOpen={onOpen}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Trade-in/ }));
    expect(onOpen).toHaveBeenCalledWith('TRADE_IN');
    expect(screen.queryByRole('button', { name: /Deposit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delivery/ })).toBeNull();
  });
});
