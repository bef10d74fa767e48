import { telHref } from '@forecourt/schema/phone/phone-display';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REVEAL_FAILED_MESSAGE } from './revealed-phone';
import './revealable-phone.css';

/** Asks the server for the whole number (recording the reveal); rejects with a shopper's message. */
export type RevealPhone = () => Promise<string>;

/**
 * A dealer's number as a tel: link, or, on a site that masks numbers, a button showing the masked
 * number the page was given. The whole number is not in the page until the shopper presses it:
 * `reveal` fetches it (and the server counts the reveal), then the button becomes the link, with
 * the shopper's focus moved onto it. A refused reveal says why beside the button.
 */
export function RevealablePhone({
  phone,
  masked,
  reveal,
  onCall,
  className,
  numberClassName,
  children,
}: {
  /** The number as the server answered it: masked on a masking site. */
  phone: string;
  masked: boolean;
  reveal: RevealPhone;
  /** A tap on the revealed (or never masked) number. */
  onCall?: () => void;
  className?: string;
  numberClassName?: string;
  /** Shown before the number in both states: an icon, a label. */
  children?: ReactNode;
}) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  // The button the shopper pressed is replaced by the link: keep their focus on it.
  useEffect(() => {
    if (revealed !== null) linkRef.current?.focus();
  }, [revealed]);

  const whole = masked ? revealed : phone;
  if (whole !== null) {
    return (
      <a ref={linkRef} className={className} href={telHref(whole)} onClick={onCall}>
        {children}
        <span className={numberClassName}>{whole}</span>
      </a>
    );
  }

  const onReveal = () => {
    setPending(true);
    setRefusal(null);
    reveal().then(
      (number) => setRevealed(number),
      (error: unknown) => {
        setPending(false);
        setRefusal(error instanceof Error && error.message ? error.message : REVEAL_FAILED_MESSAGE);
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={onReveal}
        aria-disabled={pending || undefined}
        disabled={pending}
      >
        {children}
        <span className={numberClassName}>{phone}</span>
        <span className="visually-hidden"> (show the full number)</span>
      </button>
      {refusal !== null && (
        <span role="alert" className="revealable-phone__refusal">
          {refusal}
        </span>
      )}
    </>
  );
}
