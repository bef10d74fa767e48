import type { PaymentMethod } from '@forecourt/tenants/settings/home-page.schema';
import { siApplepay, siGooglepay, siMastercard, siVisa } from 'simple-icons';

/** A brand mark as SVG path data on simple-icons' 24 × 24 grid, with the brand's colour. */
export interface BrandIcon {
  path: string;
  colour: string;
}

export interface PaymentMethodView {
  method: PaymentMethod;
  name: string;
  icon: BrandIcon | null;
}

const icon = ({ path, hex }: { path: string; hex: string }): BrandIcon => ({
  path,
  colour: `#${hex}`,
});

/**
 * The accepted-payments card's methods. The marks come from simple-icons on the server, so the
 * browser receives a few path strings rather than the icon package. simple-icons has no Maestro
 * mark, so Maestro is shown by its name alone.
 */
const PAYMENT_METHODS: Record<PaymentMethod, Omit<PaymentMethodView, 'method'>> = {
  mastercard: { name: 'Mastercard', icon: icon(siMastercard) },
  visa: { name: 'Visa', icon: icon(siVisa) },
  maestro: { name: 'Maestro', icon: null },
  googlePay: { name: 'Google Pay', icon: icon(siGooglepay) },
  applePay: { name: 'Apple Pay', icon: icon(siApplepay) },
};

export function presentPaymentMethods(methods: readonly PaymentMethod[]): PaymentMethodView[] {
  return methods.map((method) => ({ method, ...PAYMENT_METHODS[method] }));
}
