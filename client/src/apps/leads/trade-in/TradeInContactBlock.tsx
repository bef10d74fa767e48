import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TradeInContactBlock_site$key } from '../../../__generated__/TradeInContactBlock_site.graphql';
import { RevealablePhone } from '../../../components/contact/RevealablePhone';
import { useRevealContactPhone } from '../../../components/contact/useRevealContactPhone';
import { Link } from '../../../routing/Link';
import './trade-in-contact.css';

/**
 * How to reach the people who value trade-ins (spec 2 §2's trade-in contact block): the number of
 * the site's trade-in location (masked until revealed on a site that masks numbers), its e-mail,
 * and a link to its page with the opening hours. Without such a location, the site's own number
 * and e-mail.
 */
export function TradeInContactBlock({ site }: { site: TradeInContactBlock_site$key }) {
  const { contact, tradeIn } = useFragment(
    graphql`
      fragment TradeInContactBlock_site on Site {
        contact {
          phone
          email
          phoneReveal
        }
        tradeIn {
          contactLocation {
            id
            name
            phone
            email
            contactPath
          }
        }
      }
    `,
    site,
  );
  const headingId = useId();
  const revealContactPhone = useRevealContactPhone();
  const location = tradeIn.contactLocation;
  const phone = location?.phone ?? contact.phone;
  // A location without a number of its own: the site's number, revealed as the site's.
  const phoneLocationId = location?.phone ? location.id : null;
  const email = location?.email ?? contact.email;
  return (
    <section className="trade-in-contact" aria-labelledby={headingId}>
      <h2 className="trade-in-contact__title" id={headingId}>
        Rather talk to us?
      </h2>
      <p className="trade-in-contact__intro">Our trade-in team is happy to help.</p>
      {location && <p className="trade-in-contact__location">{location.name}</p>}
      <ul className="trade-in-contact__list">
        <li>
          <span className="trade-in-contact__label">Phone: </span>
          <RevealablePhone
            className="revealable-phone"
            phone={phone}
            masked={contact.phoneReveal === 'MASKED'}
            reveal={() => revealContactPhone(phoneLocationId)}
          />
        </li>
        <li>
          <span className="trade-in-contact__label">Email: </span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        {location && (
          <li>
            <Link to={location.contactPath}>
              Opening hours<span className="visually-hidden"> of {location.name}</span>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
