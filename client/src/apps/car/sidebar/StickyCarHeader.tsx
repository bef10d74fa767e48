import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../../routing/Link';
import type { StickyCarHeader_car$key } from '../../../__generated__/StickyCarHeader_car.graphql';
import type { StickyCarHeader_site$key } from '../../../__generated__/StickyCarHeader_site.graphql';
import { tradeInHref } from './car-action-links';
import { CarPrice } from '../../../components/cars/CarPrice';
import { FinanceEstimateLine } from '../../../components/finance/FinanceEstimateLine';
import { GetFinanceLink } from '../finance/GetFinanceLink';
import { useStickyHeaderVisible } from './useStickyHeaderVisible';
import './sticky-car-header.css';

/** The thumbnail's width in pixels (thumbUrl is this wide); its height keeps the photo's ratio. */
const THUMB_WIDTH = 200;
/** Photos are 4:3 unless they say otherwise. */
const thumbHeight = ({ width, height }: { width: number; height: number }) =>
  Math.round(width > 0 ? (THUMB_WIDTH * height) / width : (THUMB_WIDTH * 3) / 4);

/**
 * A summary of the car pinned to the top of the window once the shopper has scrolled past the
 * sidebar (a bottom bar on small screens). Fixed and moved in by transform, so showing it never
 * shifts the page; while hidden it is out of the accessibility tree and cannot take focus.
 */
export function StickyCarHeader({
  car,
  site,
}: {
  car: StickyCarHeader_car$key;
  site: StickyCarHeader_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment StickyCarHeader_car on Car {
        name
        transmission
        body
        internalId
        primaryImage {
          thumbUrl
          width
          height
          alt
        }
        ...CarPrice_car
        ...FinanceEstimateLine_car
        ...GetFinanceLink_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment StickyCarHeader_site on Site {
        features {
          finance
          tradeIn
        }
        labels {
          tradeInButton
        }
      }
    `,
    site,
  );
  const visible = useStickyHeaderVisible();
  const photo = data.primaryImage;
  const specs = [data.transmission, data.body].filter(Boolean).join(' · ');
  const { finance, tradeIn } = siteData.features;

  return (
    <aside
      className="sticky-car-header"
      data-visible={visible}
      aria-label={`${data.name} summary`}
      aria-hidden={!visible}
      inert={!visible}
    >
      <div className="sticky-car-header__inner">
        {photo && (
          <img
            className="sticky-car-header__photo"
            src={photo.thumbUrl}
            width={THUMB_WIDTH}
            height={thumbHeight(photo)}
            alt={photo.alt}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className="sticky-car-header__summary">
          <p className="sticky-car-header__name">{data.name}</p>
          {specs && <p className="sticky-car-header__specs">{specs}</p>}
        </div>
        <div className="sticky-car-header__price">
          <CarPrice car={data} />
          <FinanceEstimateLine car={data} />
        </div>
        {(finance || tradeIn) && (
          <div className="sticky-car-header__actions">
            {finance && <GetFinanceLink car={data} className="button button--primary" />}
            {tradeIn && (
              <Link className="button" to={tradeInHref(data.internalId)}>
                {siteData.labels.tradeInButton}
              </Link>
            )}
          </div>
        )}
      </div>
    </aside>
  );
}
