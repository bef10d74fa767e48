import { graphql, useFragment } from 'react-relay/hooks';
import type { PromoTile_promotion$key } from '../../__generated__/PromoTile_promotion.graphql';
import { SiteImage } from '../site-image/SiteImage';
import { PromoLink } from './PromoLink';
import './promo-tile.css';

/** The width a tile takes in a results grid row: its srcset picks from this. */
const TILE_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';

/**
 * A promotion as a card among search results or on /special-offers (spec 2 §9 Promo card). Not an
 * article: among results, an article is a car.
 */
export function PromoTile({ promotion }: { promotion: PromoTile_promotion$key }) {
  const { title, text, href, linkText, image } = useFragment(
    graphql`
      fragment PromoTile_promotion on Promotion {
        title
        text
        href
        linkText
        image {
          ...SiteImage_image
        }
      }
    `,
    promotion,
  );
  return (
    <div className="promo-tile">
      <SiteImage className="promo-tile__image" image={image} sizes={TILE_SIZES} />
      <div className="promo-tile__body">
        <h3 className="promo-tile__title">{title}</h3>
        {text && <p className="promo-tile__text">{text}</p>}
        {href && (
          <PromoLink
            className="button button--primary promo-tile__link"
            href={href}
            label={`${linkText}: ${title}`}
          >
            {linkText}
          </PromoLink>
        )}
      </div>
    </div>
  );
}
