import { maskPhone } from '@forecourt/schema/phone/phone-display';
import type { SimilarCarAlert } from './similar-car-alerts.port.js';

/**
 * Who an alert tells, as logs may show it: enough for a dealer to recognise, never the whole
 * address or number (logs travel further than the records database).
 */
export function maskedContact({ email, phone }: Pick<SimilarCarAlert, 'email' | 'phone'>): string {
  return [email && maskEmail(email), phone && maskPhone(phone)].filter(Boolean).join(' and ');
}

/** "shopper@example.com" → "s***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
