import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarDisclaimers_site$key } from '../../../__generated__/CarDisclaimers_site.graphql';
import './vehicle-info.css';

/** The small print under the vehicle: the site's finance disclaimer and an accuracy note. */
export function CarDisclaimers({ site }: { site: CarDisclaimers_site$key }) {
  const { name, texts } = useFragment(
    graphql`
      fragment CarDisclaimers_site on Site {
        name
        texts {
          financeDisclaimer
        }
      }
    `,
    site,
  );
  const headingId = useId();
  const financeDisclaimer = texts.financeDisclaimer.trim();

  return (
    <section
      className="vehicle-info vehicle-info--small-print renders-near-screen"
      aria-labelledby={headingId}
    >
      <h2 className="vehicle-info__heading" id={headingId}>
        Disclaimers
      </h2>
      {financeDisclaimer && <p>{financeDisclaimer}</p>}
      <p>
        Vehicle information is provided by {name} as a guide only. While we take care to keep it
        accurate, details such as specifications, features, colours and price can change or contain
        errors: please confirm anything that matters to you with us before you buy.
      </p>
    </section>
  );
}
