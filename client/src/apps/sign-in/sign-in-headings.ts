import type { SignInType } from '@forecourt/schema/accounts/sign-in-path';

/** The sign-in page's heading: what signing in is for. */
export const SIGN_IN_HEADINGS: Record<SignInType, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'trade-in': 'Sign in to value your trade-in',
  'sell-my-car': 'Sign in to sell your car',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to apply for finance',
  'car-finance': 'Sign in to see your personalised finance',
  'spin-to-win': 'Sign in to spin to win',
  'online-payment': 'Sign in to make a payment',
  'my-garage': 'Sign in to open your garage',
  'saved-search': 'Sign in to save this search',
};

export const DEFAULT_SIGN_IN_HEADING = 'Sign in';
