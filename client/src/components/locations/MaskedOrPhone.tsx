import { telHref } from '@forecourt/schema/phone/phone-display';

/**
 * A number the API has no reveal for (a landline, the holiday note's number): on a site that
 * masks numbers it stays masked text, since revealing the location would give its main number;
 * elsewhere a tel: link.
 */
export function MaskedOrPhone({ phone, masked }: { phone: string; masked: boolean }) {
  if (masked) return <span className="revealable-phone">{phone}</span>;
  return (
    <a className="revealable-phone" href={telHref(phone)}>
      {phone}
    </a>
  );
}
