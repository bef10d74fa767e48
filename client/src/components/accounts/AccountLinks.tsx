import { graphql, useFragment } from 'react-relay/hooks';
import type { AccountLinks_site$key } from '../../__generated__/AccountLinks_site.graphql';
import { Link } from '../../routing/Link';
import { WATCHLIST_PATH } from '../watchlist/watchlist-path';
import { SAVED_SEARCHES_PATH } from '../saved-searches/saved-searches-path';
import './account-links.css';

/**
 * The signed-in shopper's own pages, listed in the account menu: the watchlist when the site has
 * it (features.watchlist), the garage, by its title, when the site has one (setting garage), and
 * their saved searches.
 */
export function AccountLinks({ site }: { site: AccountLinks_site$key }) {
  const data = useFragment(
    graphql`
      fragment AccountLinks_site on Site {
        features {
          watchlist
        }
        garage {
          title
          path
        }
      }
    `,
    site,
  );
  return (
    <ul className="account-links" aria-label="Your pages">
      {data.features.watchlist && (
        <li className="account-links__item">
          <Link to={WATCHLIST_PATH}>Watchlist</Link>
        </li>
      )}
      {data.garage && (
        <li className="account-links__item">
          <Link to={data.garage.path}>{data.garage.title}</Link>
        </li>
      )}
      <li className="account-links__item">
        <Link to={SAVED_SEARCHES_PATH}>Saved searches</Link>
      </li>
    </ul>
  );
}
