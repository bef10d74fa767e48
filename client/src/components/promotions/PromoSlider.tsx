import type { CSSProperties } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PromoSlider_promotions$key } from '../../__generated__/PromoSlider_promotions.graphql';
import type { PromoSlider_site$key } from '../../__generated__/PromoSlider_site.graphql';
import { Carousel } from '../../ui/carousel/Carousel';
import { CarouselContent } from '../../ui/carousel/CarouselContent';
import { CarouselDots } from '../../ui/carousel/CarouselDots';
import { CarouselItem } from '../../ui/carousel/CarouselItem';
import { CarouselNext } from '../../ui/carousel/CarouselNext';
import { CarouselPrevious } from '../../ui/carousel/CarouselPrevious';
import { SiteImage } from '../site-image/SiteImage';
import { PromoLink } from './PromoLink';
import './promo-slider.css';

/** A slide spans the page's width: its srcset picks by the viewport's. */
const SLIDE_SIZES = '100vw';

/**
 * The promo slider (spec 2 §9: 1920 × 540 unless the site sets another frame): one slide per
 * promotion, in `order` (ids from usePromotionSchedule). Every slide is in the server's HTML
 * inside a frame of the slider's shape, so nothing moves when images arrive; the first image
 * loads at once, the others lazily, and the carousel's swiping code only when it is wanted.
 */
export function PromoSlider({
  promotions,
  site,
  order,
  label = 'Promotions',
  priority = false,
}: {
  promotions: PromoSlider_promotions$key;
  site: PromoSlider_site$key;
  /** The ids of the promotions to show, in order. */
  order: readonly string[];
  label?: string;
  /** The slider is the page's first large image: its first slide is fetched first. */
  priority?: boolean;
}) {
  const cards = useFragment(
    graphql`
      fragment PromoSlider_promotions on Promotion @relay(plural: true) {
        internalID
        title
        text
        href
        linkText
        image {
          ...SiteImage_image
        }
      }
    `,
    promotions,
  );
  const { promotionSettings } = useFragment(
    graphql`
      fragment PromoSlider_site on Site {
        promotionSettings {
          sliderWidth
          sliderHeight
        }
      }
    `,
    site,
  );
  const byId = new Map(cards.map((card) => [card.internalID, card]));
  const slides = order.flatMap((id) => byId.get(id) ?? []);
  if (slides.length === 0) return null;
  const frame = {
    '--promo-slider-ratio': `${promotionSettings.sliderWidth} / ${promotionSettings.sliderHeight}`,
  } as CSSProperties;

  return (
    <div className="promo-slider" style={frame}>
      <Carousel label={label}>
        <CarouselContent>
          {slides.map(({ internalID, title, text, href, linkText, image }, position) => (
            <CarouselItem key={internalID} className="promo-slide">
              <div className="promo-slide__frame">
                <SiteImage
                  className="promo-slide__image"
                  image={image}
                  sizes={SLIDE_SIZES}
                  priority={position === 0 && priority}
                />
              </div>
              <div className="promo-slide__caption">
                <p className="promo-slide__title">{title}</p>
                {text && <p className="promo-slide__text">{text}</p>}
                {href && (
                  <PromoLink
                    className="button promo-slide__link"
                    href={href}
                    label={`${linkText}: ${title}`}
                  >
                    {linkText}
                  </PromoLink>
                )}
              </div>
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious label="Previous promotion" />
        <CarouselNext label="Next promotion" />
        <CarouselDots />
      </Carousel>
    </div>
  );
}
