import { graphql, useFragment } from 'react-relay/hooks';
import type { FavouriteCard_car$key } from '../../__generated__/FavouriteCard_car.graphql';
import type { FavouriteCard_site$key } from '../../__generated__/FavouriteCard_site.graphql';
import { CarCard } from '../../components/cars/CarCard';

/** A favourite as a card with the car's current data; a sold car says so above its card. */
export function FavouriteCard({
  car,
  site,
  eager,
}: {
  car: FavouriteCard_car$key;
  site: FavouriteCard_site$key;
  eager: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment FavouriteCard_car on Car {
        available
        ...CarCard_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment FavouriteCard_site on Site {
        ...CarCard_site
      }
    `,
    site,
  );
  return (
    <div className="favourite-card">
      {!data.available && (
        <p className="favourite-card__sold">
          No longer available: take it off your favourites with the heart.
        </p>
      )}
      <CarCard car={data} site={siteData} eager={eager} />
    </div>
  );
}
