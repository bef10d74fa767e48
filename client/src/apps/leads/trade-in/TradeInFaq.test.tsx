import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { TradeInFaqTestQuery } from '../../../__generated__/TradeInFaqTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { TradeInFaq } from './TradeInFaq';
import { TradeInFaqDetails } from './TradeInFaqDetails';

const query = graphql`
  query TradeInFaqTestQuery @relay_test_operation {
    site {
      tradeIn {
        ...TradeInFaq_tradeIn
      }
    }
  }
`;

const FAQ = [
  {
    question: 'Can I get an online estimate for any car?',
    answer: 'An online estimate is generally not given for a car over 7 years old.',
  },
  {
    question: 'Is the estimate what you will pay for my car?',
    answer: 'The estimate is indicative only and subject to an inspection of your car.',
  },
  { question: 'How do you work out the estimate?', answer: 'We use current market data.' },
];

const renderFaq = (faq = FAQ) =>
  renderWithRelay<TradeInFaqTestQuery>({
    query,
    resolvers: { TradeInSettings: () => ({ faq }) },
    render: (data) => <TradeInFaq tradeIn={data.site.tradeIn} />,
  });

/** The accordion's code loads on demand: its buttons replace the disclosures once it has. */
const accordionButton = (name: string) => screen.findByRole('button', { name });

describe('TradeInFaq', () => {
  it('opens and closes each answer from the keyboard, moving between questions with the arrows', async () => {
    await renderFaq();
    const user = userEvent.setup();
    const first = await accordionButton(FAQ[0]!.question);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(FAQ[0]!.answer)).toBeNull();
    // Each question is a heading, so a screen reader can list them.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      FAQ.map((entry) => entry.question),
    );

    first.focus();
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: FAQ[0]!.question }).textContent).toBe(FAQ[0]!.answer);

    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: FAQ[1]!.question });
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    // Several answers may be open at once.
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowUp}{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByText(FAQ[0]!.answer)).toBeNull());
  });

  it('shows nothing where the site has no questions', async () => {
    const { container } = await renderFaq([]);
    expect(container.textContent).toBe('');
  });
});

describe('TradeInFaqDetails (the server’s HTML, readable without JavaScript)', () => {
  it('puts every answer in the page, each under its question in a native disclosure', () => {
    const html = renderToString(
      <TradeInFaqDetails entries={FAQ} opened={[]} onOpenedChange={() => undefined} />,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const details = [...page.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')?.textContent)).toEqual(
      FAQ.map((entry) => entry.question),
    );
    expect(details.map((d) => d.querySelector('p')?.textContent)).toEqual(
      FAQ.map((entry) => entry.answer),
    );
  });
});
