import type { MouseEvent } from 'react';

/**
 * Where "Get Finance" leads when the car has a finance calculator: the sidebar's calculator
 * section. Shared by the calculator (which carries the ids) and the buttons that link to it.
 */
export const FINANCE_CALCULATOR_ID = 'finance-calculator';
export const FINANCE_CALCULATOR_HEADING_ID = 'finance-calculator-heading';
export const FINANCE_CALCULATOR_HREF = `#${FINANCE_CALCULATOR_ID}`;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Scrolls to the calculator and moves focus to its heading, so keyboard and screen-reader users
 * land where the page went. Without script (or without the calculator) the link's hash does the
 * scrolling on its own.
 */
export function goToFinanceCalculator(event: MouseEvent<HTMLAnchorElement>): void {
  const section = document.getElementById(FINANCE_CALCULATOR_ID);
  const heading = document.getElementById(FINANCE_CALCULATOR_HEADING_ID);
  if (!section || !heading) return;
  event.preventDefault();
  const smooth = !window.matchMedia(REDUCED_MOTION_QUERY).matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // The scroll above already brings it into view; a second jump would cut the smooth scroll.
  heading.focus({ preventScroll: true });
}
