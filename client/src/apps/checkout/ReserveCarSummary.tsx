import { graphql, useFragment } from 'react-relay/hooks';
import type { ReserveCarSummary_car$key } from '../../__generated__/ReserveCarSummary_car.graphql';
import { Link } from '../../routing/Link';

/** The car being reserved: its photo, name, price and stock number, linking back to its page. */
export function ReserveCarSummary({ car }: { car: ReserveCarSummary_car$key }) {
  const data = useFragment(
    graphql`
      fragment ReserveCarSummary_car on Car {
        name
        path
        stockNumber
        primaryImage {
          url
          width
          height
          alt
        }
        priceDisplay {
          text
        }
      }
    `,
    car,
  );
  const photo = data.primaryImage;
  return (
    <section className="reserve-car" aria-label="The car you are reserving">
      <div className="reserve-car__media">
        {photo ? (
          <img
            className="reserve-car__photo"
            src={photo.url}
            width={photo.width}
            height={photo.height}
            alt={photo.alt}
            fetchPriority="high"
          />
        ) : (
          <div className="reserve-car__no-photo">Photo coming soon</div>
        )}
      </div>
      <h2 className="reserve-car__name">
        <Link to={data.path}>{data.name}</Link>
      </h2>
      <p className="reserve-car__price">{data.priceDisplay.text}</p>
      <p className="reserve-car__stock">Stock number {data.stockNumber}</p>
    </section>
  );
}
