import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';
import { Link } from '../../routing/Link';

/** No favourites yet: how to save one, and the way to the stock. */
export function FavouritesEmpty({ vehicles }: { vehicles: string }) {
  return (
    <div className="favourites__empty">
      <p>{`You have no favourites yet. Tap the heart on any of our ${vehicles} to keep it here.`}</p>
      <Link className="button button--primary" to={ALL_STOCK_PATH}>
        {`Browse ${vehicles}`}
      </Link>
    </div>
  );
}
