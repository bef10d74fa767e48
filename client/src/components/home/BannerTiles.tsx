import { graphql, useFragment } from 'react-relay/hooks';
import type { BannerTiles_tiles$key } from '../../__generated__/BannerTiles_tiles.graphql';
import { SiteLink } from '../../shell/SiteLink';
import { Carousel } from '../../ui/carousel/Carousel';
import { CarouselContent } from '../../ui/carousel/CarouselContent';
import { CarouselDots } from '../../ui/carousel/CarouselDots';
import { CarouselItem } from '../../ui/carousel/CarouselItem';
import { CarouselNext } from '../../ui/carousel/CarouselNext';
import { CarouselPrevious } from '../../ui/carousel/CarouselPrevious';
import { SiteImage } from '../site-image/SiteImage';
import './banner-tiles.css';

/** Below this width the tiles are a carousel (spec 1 §2); from it on, a row of tiles. */
export const BANNER_CAROUSEL_MEDIA = '(max-width: 47.99em)';

/**
 * The home banner's link tiles (spec 1 §2: latest offers, book a service, sell your car): a row
 * on wide screens, a carousel with arrows, dots and arrow keys on small ones. The carousel is
 * the same markup laid out by CSS, so nothing changes shape on hydration, and Embla's code
 * loads only on a small screen.
 */
export function BannerTiles({
  tiles,
  firstTilePriority,
}: {
  tiles: BannerTiles_tiles$key;
  /** Where the first tile's picture is the page's largest paint (see mainPhotoScreens). */
  firstTilePriority: boolean | string;
}) {
  const data = useFragment(
    graphql`
      fragment BannerTiles_tiles on HomeTile @relay(plural: true) {
        title
        text
        href
        image {
          ...SiteImage_image
        }
      }
    `,
    tiles,
  );
  if (data.length === 0) return null;
  return (
    // Not a landmark of its own: the carousel inside is the region, by the same name.
    <section className="banner-tiles">
      <h2 className="visually-hidden">Quick links</h2>
      <Carousel label="Quick links" activeMedia={BANNER_CAROUSEL_MEDIA}>
        <CarouselContent>
          {data.map((tile, i) => (
            <CarouselItem key={tile.href + tile.title}>
              <SiteLink href={tile.href} className="banner-tile">
                {tile.image && (
                  <SiteImage
                    image={tile.image}
                    className="banner-tile__image"
                    sizes="(min-width: 48em) 33vw, 85vw"
                    priority={i === 0 && firstTilePriority}
                  />
                )}
                <span className="banner-tile__title">{tile.title}</span>
                {tile.text && <span className="banner-tile__text">{tile.text}</span>}
              </SiteLink>
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious label="Previous link" />
        <CarouselNext label="Next link" />
        <CarouselDots />
      </Carousel>
    </section>
  );
}
