import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import type { CarCard_car$key } from '../../__generated__/CarCard_car.graphql';
import type { CarCard_site$key } from '../../__generated__/CarCard_site.graphql';
import { FinanceEstimateLine } from '../finance/FinanceEstimateLine';
import { CarSaveToggles } from './CarSaveToggles';
import { WatchlistButton } from '../watchlist/WatchlistButton';
import { CarPrice } from './CarPrice';
import { CarTagBadge } from './CarTagBadge';
import { formatKm } from './format-km';
import './car-card.css';

/**
 * The photo's rendered width, for the browser's choice from the srcset: the results grid's
 * columns are at least 260 px, one on a phone, two from about 570 px, and beside the filters
 * from 960 px about 310 px each (the strips of similar and recent cars are no wider).
 */
export const CAR_CARD_PHOTO_SIZES = '(min-width: 960px) 320px, (min-width: 570px) 50vw, 100vw';

/** A vehicle in a list of results: photo, title, key specs, price, tag, location and actions. */
export function CarCard({
  car,
  site,
  eager,
  priority = false,
}: {
  car: CarCard_car$key;
  site: CarCard_site$key;
  /** The card is in the first screenful: load its photo at once rather than lazily. */
  eager: boolean;
  /** The first card: its photo is the page's largest paint on a phone, so it goes first. */
  priority?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CarCard_car on Car {
        name
        path
        year
        km
        transmission
        fuel
        body
        city
        state
        reservePath
        primaryImage {
          # Where srcset is not read; the srcset offers every served width.
          src: url(width: 640)
          srcSet
          width
          height
          alt
        }
        priceDisplay {
          text
          amount
        }
        ...CarPrice_car
        ...CarTagBadge_car
        ...CarSaveToggles_car
        ...WatchlistButton_car
        ...FinanceEstimateLine_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment CarCard_site on Site {
        slug
        features {
          favourites
          compare
        }
        labels {
          reserveButton
        }
        ...WatchlistButton_site
      }
    `,
    site,
  );
  const titleId = useId();
  const { favourites, compare } = siteData.features;
  const { primaryImage: photo, priceDisplay: price } = data;
  const specs = [
    String(data.year),
    formatKm(data.km),
    data.transmission,
    data.fuel,
    data.body,
  ].filter((spec): spec is string => Boolean(spec));
  const hasAmount = price.amount != null;
  // Spec 2 §9: the Reserve button reads its label plus the price, when the car shows one.
  const reserveLabel = hasAmount
    ? `${siteData.labels.reserveButton} ${price.text}`
    : siteData.labels.reserveButton;

  return (
    <article className="car-card">
      <div className="car-card__media">
        {photo ? (
          <img
            className="car-card__photo"
            src={photo.src}
            srcSet={photo.srcSet ?? undefined}
            sizes={photo.srcSet ? CAR_CARD_PHOTO_SIZES : undefined}
            width={photo.width}
            height={photo.height}
            alt={photo.alt}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        ) : (
          <div className="car-card__no-photo">Photo coming soon</div>
        )}
        <CarTagBadge car={data} />
      </div>
      <div className="car-card__body">
        <h2 className="car-card__title" id={titleId}>
          {/* The one link of the card: CSS stretches it over the whole card. */}
          <Link className="car-card__link" to={data.path}>
            {data.name}
          </Link>
        </h2>
        <ul className="car-card__specs">
          {specs.map((spec) => (
            <li key={spec}>{spec}</li>
          ))}
        </ul>
        <CarPrice car={data} size="card" />
        <FinanceEstimateLine car={data} />
        <p className="car-card__location">
          {data.city}, {data.state}
        </p>
        <div className="car-card__actions">
          <CarSaveToggles car={data} siteSlug={siteData.slug} features={{ favourites, compare }} />
          <WatchlistButton car={data} site={siteData} />
          {data.reservePath != null && (
            <Link
              className="button button--primary car-card__reserve"
              to={data.reservePath}
              aria-describedby={titleId}
            >
              {reserveLabel}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
