import { specialHoursFor } from '@forecourt/schema/locations/opening-hours';
import { weekRows } from '@forecourt/schema/locations/week-rows';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LocationCard_location$key } from '../../__generated__/LocationCard_location.graphql';
import type { LocationCard_site$key } from '../../__generated__/LocationCard_site.graphql';
import { RevealablePhone } from '../contact/RevealablePhone';
import { useRevealContactPhone } from '../contact/useRevealContactPhone';
import { EmailUsButton } from './EmailUsButton';
import { OpenNowStatus } from './OpenNowStatus';
import { REVIEWS_ANCHOR } from './location-paths';
import { ReviewStars } from './ReviewStars';
import './location-card.css';

/** "DL: 3012345"; a number that already names its licence ("MRB 21877") is shown as it is. */
const licenceText = ({ label, number }: { label: string; number: string }) =>
  number.toUpperCase().startsWith(label.toUpperCase()) ? number : `${label}: ${number}`;

/** The service department's button, where the site books services elsewhere. */
const BOOK_SERVICE_LABEL = 'Book a Service';

/**
 * A location's card (spec 2 §2): its photo, name and rating, address, numbers, "Email us", the
 * week's hours with whether it is open now, licences, badge, and the contact (or Book a Service)
 * and Get Directions buttons. `headingLevel` places its name in the page's outline.
 */
export function LocationCard({
  location,
  site,
  headingLevel = 2,
}: {
  location: LocationCard_location$key;
  site: LocationCard_site$key;
  headingLevel?: 1 | 2 | 3;
}) {
  const data = useFragment(
    graphql`
      fragment LocationCard_location on Location {
        id
        internalId
        name
        locationType
        dealershipSlug
        phone
        landlinePhone
        image {
          thumbnailUrl
          alt
        }
        badge
        address {
          street
          city
          state
          postcode
        }
        licences {
          label
          number
        }
        contactPath
        directionsUrl
        timeZone
        rating {
          average
          averageText
          count
          shown
        }
        departmentHours {
          weekday
          open
          opensAt
          closesAt
        }
        specialHours {
          date
          open
          opensAt
          closesAt
          department
          label
        }
      }
    `,
    location,
  );
  const { contact, locationDisplay } = useFragment(
    graphql`
      fragment LocationCard_site on Site {
        contact {
          phoneReveal
        }
        locationDisplay {
          directionsInNewTab
          bookServiceUrl
        }
      }
    `,
    site,
  );
  const revealContactPhone = useRevealContactPhone();
  const masked = contact.phoneReveal === 'MASKED';
  const Heading = `h${headingLevel}` as const;
  const { address, rating } = data;
  // The fields the shared rules read, named here (each list is a handful of entries).
  const week = data.departmentHours.map((day) => ({
    weekday: day.weekday,
    open: day.open,
    opensAt: day.opensAt,
    closesAt: day.closesAt,
  }));
  const ownSpecialHours = specialHoursFor(
    data.specialHours.map((entry) => ({
      date: entry.date,
      open: entry.open,
      opensAt: entry.opensAt,
      closesAt: entry.closesAt,
      department: entry.department,
      label: entry.label,
    })),
    data.locationType,
  );
  const bookService = data.locationType === 'SERVICE' ? locationDisplay.bookServiceUrl : null;
  const newTab = locationDisplay.directionsInNewTab;

  return (
    <article className="location-card" aria-labelledby={`${data.id}-name`}>
      {data.image && (
        <img
          className="location-card__image"
          src={data.image.thumbnailUrl}
          alt={data.image.alt}
          height={150}
          loading="lazy"
        />
      )}
      <div className="location-card__body">
        {data.badge && <p className="location-card__badge">{data.badge}</p>}
        <Heading className="location-card__name" id={`${data.id}-name`}>
          {data.name}
        </Heading>
        {rating?.shown && (
          <a className="location-card__rating" href={`${data.contactPath}#${REVIEWS_ANCHOR}`}>
            <ReviewStars rating={rating.average} ratingText={rating.averageText} />
            <span className="location-card__rating-count">
              {rating.averageText} ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
            </span>
          </a>
        )}
        <address className="location-card__address">
          {address.street}
          <br />
          {address.city} {address.state} {address.postcode}
        </address>
        <ul className="location-card__phones">
          {data.phone && (
            <li>
              <span className="location-card__phone-label">Phone: </span>
              <RevealablePhone
                className="revealable-phone"
                phone={data.phone}
                masked={masked}
                reveal={() => revealContactPhone(data.id)}
              />
            </li>
          )}
          {data.landlinePhone && (
            <li>
              <span className="location-card__phone-label">Landline: </span>
              <RevealablePhone
                className="revealable-phone"
                phone={data.landlinePhone}
                masked={masked}
                reveal={() => revealContactPhone(data.id, 'LANDLINE')}
              />
            </li>
          )}
        </ul>
        <EmailUsButton
          location={{
            internalId: data.internalId,
            name: data.name,
            dealershipSlug: data.dealershipSlug,
            contactPath: data.contactPath,
          }}
        />
        <OpenNowStatus week={week} specialHours={ownSpecialHours} timeZone={data.timeZone} />
        <dl className="location-card__hours">
          {weekRows(week).map((row) => (
            <div key={row.days} className="location-card__hours-row">
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
        {data.licences.length > 0 && (
          <ul className="location-card__licences">
            {data.licences.map((licence) => (
              <li key={`${licence.label}:${licence.number}`}>{licenceText(licence)}</li>
            ))}
          </ul>
        )}
        <div className="location-card__actions">
          {bookService ? (
            <a className="button button--primary" href={bookService}>
              {BOOK_SERVICE_LABEL}
            </a>
          ) : (
            <a className="button button--primary" href={data.contactPath}>
              Contact us
            </a>
          )}
          <a
            className="button"
            href={data.directionsUrl}
            {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
          >
            Get Directions
            {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
        </div>
      </div>
    </article>
  );
}
