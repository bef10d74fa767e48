import { useEffect, useRef } from 'react';

/**
 * A step's heading and where it stands ("Step 2 of 4"). A step the shopper moved to takes the
 * focus at its heading, so a screen reader starts reading there and the page shows it.
 */
export function StepHeading({
  id,
  title,
  stepNumber,
  stepCount,
  focus,
}: {
  id: string;
  title: string;
  stepNumber: number;
  stepCount: number;
  focus: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <>
      <h2 className="lead-form__title" id={id} ref={ref} tabIndex={-1}>
        {title}
      </h2>
      <p className="lead-form__hint">
        Step {stepNumber} of {stepCount}
      </p>
    </>
  );
}
