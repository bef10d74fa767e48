import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { FinanceCalculatorTestQuery } from '../../../__generated__/FinanceCalculatorTestQuery.graphql';
import {
  FINANCE_CALCULATOR,
  type FinanceCalculatorFixture,
} from '../../../testing/finance-fixtures';
import { pendingOperations } from '../../../testing/pending-operations';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { FinanceCalculator } from './FinanceCalculator';

const query = graphql`
  query FinanceCalculatorTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...FinanceCalculator_car
    }
  }
`;

const CAR_ID = 'Q2FyOmhpbHV4LTE=';

const CALCULATOR = FINANCE_CALCULATOR;

type Calculator = FinanceCalculatorFixture;

const ESTIMATE = {
  comparisonRate: 9.89,
  comparisonRateRange: null as { min: number; max: number } | null,
};

const renderCalculator = ({
  calculator = {},
  defaults = {},
  estimate = ESTIMATE,
  hidden = false,
}: {
  calculator?: Partial<Calculator>;
  defaults?: Partial<Calculator['defaults']>;
  estimate?: typeof ESTIMATE | null;
  hidden?: boolean;
} = {}) =>
  renderWithRelay<FinanceCalculatorTestQuery>({
    query,
    resolvers: {
      Car: () => ({
        id: CAR_ID,
        internalId: 'HX-1042',
        slug: '2021-toyota-hilux-sr5',
        financeEnquiryPath: '/finance',
        carType: 'USED',
        financeCalculator: hidden
          ? null
          : {
              ...CALCULATOR,
              ...calculator,
              defaults: { ...CALCULATOR.defaults, ...calculator.defaults, ...defaults },
            },
        financeEstimate: estimate,
      }),
    },
    render: (data) => data.car && <FinanceCalculator car={data.car} />,
  });

const results = () => screen.getByRole('status');
const resultLines = () => Array.from(results().querySelectorAll('p'), (line) => line.textContent);
const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const helpOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** The line quoting the comparison rate ("Comparison rate 9.89% p.a."), if any. */
const comparisonRate = () =>
  screen.queryByText(
    (_, element) =>
      element?.tagName === 'P' && /^Comparison rate \d/.test(element.textContent ?? ''),
  );

async function retype(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, text);
  return user;
}

/*
 * Expected repayments are worked out separately from the amortised payment
 * P·r / (1 − (1 + r)^−n), r = annual rate / payments per year, n = years × payments per year,
 * with a balloon B lowering P by B / (1 + r)^n; each figure's working is beside it.
 */
describe('FinanceCalculator', () => {
  it('starts from the site’s defaults and quotes them', async () => {
    await renderCalculator();

    expect(screen.getByRole('heading', { name: 'Estimate your repayments' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Estimate your repayments' }).id).toBe(
      'finance-calculator',
    );
    expect(field('Loan amount').value).toBe('30,000');
    expect(field('Interest rate (% p.a.)').value).toBe('10');
    expect(field('Deposit or trade-in (optional)').value).toBe('0');
    expect(field('Balloon / residual (optional)').value).toBe('0');
    const term = screen.getByRole('slider', { name: 'Loan term' });
    expect(term.getAttribute('aria-valuetext')).toBe('5 years');
    expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    // $30,000 at 10% over 5 years monthly: r = 0.0083333, n = 60 → 637.41 → $638; 60 × 638
    expect(resultLines()).toEqual(['$638 per month', 'Total repayments $38,280']);
    expect(screen.getByText('Finance by Stratton Finance')).toBeTruthy();
  });

  it('says nothing about the estimate when it opens on it', async () => {
    await renderCalculator();

    expect(document.querySelector('.finance-calculator__opening-note')).toBeNull();
  });

  it('says why its opening figure is not the estimate shown with the vehicle', async () => {
    const note =
      'The $420 per week shown with this vehicle is the estimate on its full price of $323,490; this calculator lends at most $250,000, so it starts below the price.';
    await renderCalculator({ calculator: { openingNote: note } });

    expect(screen.getByText(note)).toBeTruthy();
  });

  it('states each figure’s bounds as help text tied to its field', async () => {
    await renderCalculator();

    expect(helpOf(field('Loan amount'))).toBe('Cannot be less than $1,000 or more than $100,000');
    expect(helpOf(field('Interest rate (% p.a.)'))).toBe('Cannot be less than 0.5 or more than 15');
    expect(helpOf(field('Deposit or trade-in (optional)'))).toBe(
      'Cannot be less than $0 or more than $250,000',
    );
    expect(helpOf(field('Balloon / residual (optional)'))).toBe(
      'Cannot be less than $0 or more than $250,000',
    );
    expect(helpOf(screen.getByRole('slider', { name: 'Loan term' }))).toBe(
      'Cannot be less than 1 or more than 7',
    );
  });

  it('updates the repayment as the loan amount is typed, without asking the server', async () => {
    const { environment } = await renderCalculator();

    await retype(field('Loan amount'), '45000');

    // $45,000 at 10% over 5 years monthly: 956.12 → $957; 60 × 957
    expect(resultLines()).toEqual(['$957 per month', 'Total repayments $57,420']);
    // The only call is the one analytics event, not a request per keystroke.
    const sent = environment.mock
      .getAllOperations()
      .map((operation) => operation.request.node.params.name);
    expect(sent).toEqual(['useTrackEventMutation']);
  });

  it('uses the largest loan while a larger one is typed and shows it on leaving the field', async () => {
    await renderCalculator();
    const loan = field('Loan amount');

    const user = await retype(loan, '250000');
    // Clamped to $100,000 at once: 2,124.70 → $2,125; 60 × 2,125
    expect(resultLines()).toEqual(['$2,125 per month', 'Total repayments $127,500']);
    expect(loan.getAttribute('aria-invalid')).toBe('true');
    expect(helpOf(loan)).toBe('Cannot be less than $1,000 or more than $100,000');

    await user.tab();
    expect(loan.value).toBe('100,000');
    expect(loan.getAttribute('aria-invalid')).toBe('false');
  });

  it('raises a loan below the minimum, asking to enquire when the repayment is tiny', async () => {
    await renderCalculator();
    const loan = field('Loan amount');

    const user = await retype(loan, '500');
    await user.tab();

    expect(loan.value).toBe('1,000');
    // $1,000 at 10% over 5 years monthly: 21.25 → $22, not more than $25: no amount, no total
    expect(resultLines()).toEqual(['Enquire for Finance']);
  });

  it('reads "$1,2a00" as 1,200 and a negative deposit as 0', async () => {
    await renderCalculator();
    const loan = field('Loan amount');
    const deposit = field('Deposit or trade-in (optional)');

    let user = await retype(loan, '$1,2a00');
    await user.tab();
    expect(loan.value).toBe('1,200');
    // $1,200 at 10% over 5 years monthly: 25.50 → $26, just above the enquire limit
    expect(resultLines()).toEqual(['$26 per month', 'Total repayments $1,560']);

    user = await retype(deposit, '-2000');
    await user.tab();
    expect(deposit.value).toBe('0');
    expect(resultLines()).toEqual(['$26 per month', 'Total repayments $1,560']);
  });

  it('moves a figure by the site’s step with the arrow keys, within the bounds', async () => {
    await renderCalculator({ defaults: { loanAmount: 1500 } });
    const user = userEvent.setup();
    const loan = field('Loan amount');
    const rate = field('Interest rate (% p.a.)');

    await user.click(loan);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // One $500 step down reaches the $1,000 minimum; the second stays there.
    expect(loan.value).toBe('1,000');
    await user.keyboard('{ArrowUp}'.repeat(59));
    expect(loan.value).toBe('30,500');
    // $30,500 at 10% over 5 years monthly: 648.03 → $649; 60 × 649
    expect(resultLines()).toEqual(['$649 per month', 'Total repayments $38,940']);

    await user.click(rate);
    await user.keyboard('{ArrowUp}');
    expect(rate.value).toBe('10.5');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{ArrowDown}');
    // An emptied rate reads as the 0.5% minimum, and there is no step below it.
    expect(rate.value).toBe('0.5');
  });

  it('finances the price less the deposit plus the establishment fee', async () => {
    await renderCalculator({
      calculator: { establishmentFee: 1300 },
      defaults: { loanAmount: 35_000, interestRate: 8.99, termYears: 6, frequency: 'WEEK' },
    });

    await retype(field('Deposit or trade-in (optional)'), '5,000');

    // $35,000 − $5,000 + $1,300 = $31,300 at 8.99% over 6 years weekly: 129.88 → $130; 312 × 130
    expect(resultLines()).toEqual(['$130 per week', 'Total repayments $40,560']);
    expect(screen.getByText('Repayments include an establishment fee of $1,300.')).toBeTruthy();
  });

  it('lowers the repayment by a balloon and shows the balloon at the end', async () => {
    await renderCalculator({ defaults: { loanAmount: 45_000, interestRate: 7.5 } });

    await retype(field('Balloon / residual (optional)'), '13500');

    // $45,000 at 7.5% over 5 years monthly less $13,500 owed at the end: 715.57 → $716
    expect(resultLines()).toEqual([
      '$716 per month',
      'Total repayments $42,960',
      'Balloon payment at the end $13,500',
    ]);
  });

  it('changes the figure and its period with the frequency', async () => {
    await renderCalculator();
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    // $30,000 at 10% over 5 years weekly: n = 260 → 146.73 → $147; 260 × 147
    expect(resultLines()).toEqual(['$147 per week', 'Total repayments $38,220']);

    await user.click(screen.getByRole('radio', { name: 'Fortnightly' }));
    // fortnightly: n = 130 → 293.68 → $294; 130 × 294
    expect(resultLines()).toEqual(['$294 per fortnight', 'Total repayments $38,220']);
  });

  it('changes the figure with the term', async () => {
    await renderCalculator();
    const term = screen.getByRole('slider', { name: 'Loan term' });

    // The slider's fifth stop is 3 years.
    fireEvent.change(term, { target: { value: '4' } });

    expect(term.getAttribute('aria-valuetext')).toBe('3 years');
    expect(screen.getByText('3 years', { selector: '.finance-field__output' })).toBeTruthy();
    // $30,000 at 10% over 3 years monthly: n = 36 → 968.02 → $969; 36 × 969
    expect(resultLines()).toEqual(['$969 per month', 'Total repayments $34,884']);
  });

  it('offers a site’s own term list as a select', async () => {
    await renderCalculator({
      calculator: { term: { min: 1, max: 5, step: 0.5, options: [1, 2, 3, 4, 5] } },
      defaults: { termYears: 6 },
    });
    const term = screen.getByRole('combobox', { name: 'Loan term' }) as HTMLSelectElement;

    // The default of 6 years is not on the list: the nearest, 5, is picked.
    expect(term.value).toBe('5');
    expect(Array.from(term.options, (option) => option.textContent)).toEqual([
      '1 year',
      '2 years',
      '3 years',
      '4 years',
      '5 years',
    ]);
    await userEvent.setup().selectOptions(term, '3');
    expect(resultLines()).toEqual(['$969 per month', 'Total repayments $34,884']);
  });

  it('shows a locked interest rate as text the shopper cannot change', async () => {
    await renderCalculator({
      calculator: { interest: { min: 0.5, max: 15, step: 0.5, locked: true } },
      defaults: { interestRate: 8.99 },
    });

    expect(screen.queryByRole('textbox', { name: /Interest rate/ })).toBeNull();
    expect(screen.getByText('Interest rate').parentElement?.textContent).toBe(
      'Interest rate 8.99% p.a.',
    );
    // $30,000 at 8.99% over 5 years monthly: 622.61 → $623; 60 × 623
    expect(resultLines()).toEqual(['$623 per month', 'Total repayments $37,380']);
  });

  it('asks to enquire, with no total, when the repayment is $25 or less', async () => {
    await renderCalculator({
      defaults: { loanAmount: 1000, interestRate: 6.5, termYears: 1, frequency: 'WEEK' },
    });

    // $1,000 at 6.5% over a year weekly: 19.87 → $20
    expect(resultLines()).toEqual(['Enquire for Finance']);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Monthly' }));
    // monthly: 86.30 → $87; 12 × 87
    expect(resultLines()).toEqual(['$87 per month', 'Total repayments $1,044']);
  });

  it('states the comparison rate with its basis and warning', async () => {
    await renderCalculator({
      estimate: { ...ESTIMATE, comparisonRateRange: { min: 8.38, max: 19.42 } },
    });

    expect(comparisonRate()?.textContent).toBe(
      'Comparison rate 9.89% p.a. (comparison rates from 8.38% to 19.42% p.a.)',
    );
    expect(
      screen.getByText(/Comparison rate based on a 5-year secured fixed rate loan of \$30,000\./),
    ).toBeTruthy();
    expect(screen.getByText(/WARNING: This comparison rate is true only/)).toBeTruthy();
  });

  it('leaves out the comparison rate when the car has no estimate', async () => {
    await renderCalculator({ estimate: null });

    expect(comparisonRate()).toBeNull();
    expect(screen.queryByText(/WARNING/)).toBeNull();
    expect(resultLines()).toEqual(['$638 per month', 'Total repayments $38,280']);
  });

  it('cuts the lender’s disclaimer at the site’s length with a toggle', async () => {
    const sentence =
      'Repayments are indicative only and are not a binding quote or offer of finance. ';
    const disclaimer = `${sentence.repeat(4)}Finance is available to approved applicants only.`;
    await renderCalculator({ calculator: { disclaimer, disclaimerCollapseAt: 197 } });

    const text = screen.getByText(/^Repayments are indicative/);
    expect(text.textContent.endsWith('…')).toBe(true);
    // At most 197 characters of the disclaimer, then the ellipsis.
    expect(text.textContent.length).toBeLessThanOrEqual(198);
    expect(disclaimer.startsWith(text.textContent.slice(0, -1))).toBe(true);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(text.id);

    await userEvent.setup().click(more);

    expect(text.textContent).toBe(disclaimer);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows the whole disclaimer where the site does not cut it', async () => {
    const disclaimer = 'Repayments are indicative only. '.repeat(10).trim();
    await renderCalculator({ calculator: { disclaimer } });

    expect(screen.getByText(disclaimer)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('links to the finance form with the loan amount chosen', async () => {
    await renderCalculator();

    const user = await retype(field('Loan amount'), '42,500');
    await user.tab();

    expect(screen.getByRole('link', { name: 'Apply for finance' }).getAttribute('href')).toBe(
      '/finance?vehiclePriceBudget=42500&car_id=HX-1042&car_type=used#finance-form',
    );
  });

  it('records the calculator’s use once, on the first change', async () => {
    const { environment } = await renderCalculator();
    const user = userEvent.setup();
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([]);

    // Looking is not using: focusing and leaving a field records nothing.
    await user.click(field('Loan amount'));
    await user.tab();
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([]);

    await retype(field('Loan amount'), '40000');
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Loan term' }), {
      target: { value: '2' },
    });
    await retype(field('Interest rate (% p.a.)'), '7.5');

    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([
      { eventId: ANALYTICS_EVENTS.FINANCE_CALCULATOR_USE, carId: CAR_ID },
    ]);
  });

  it('is not shown when the car has no calculator', async () => {
    await renderCalculator({ hidden: true });

    expect(screen.queryByRole('heading', { name: 'Estimate your repayments' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.getElementById('finance-calculator')).toBeNull();
  });
});
