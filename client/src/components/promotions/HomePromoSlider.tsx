import { graphql, useFragment } from 'react-relay/hooks';
import type { HomePromoSlider_site$key } from '../../__generated__/HomePromoSlider_site.graphql';
import { PromoSlider } from './PromoSlider';
import { usePromotionSchedule } from './usePromotionSchedule';

/**
 * The home page's promo slider: the site's home-slider promotions within their dates. Nothing
 * when there are none. Mount it near the top of the home page with the site's fragment.
 */
export function HomePromoSlider({ site }: { site: HomePromoSlider_site$key }) {
  const data = useFragment(
    graphql`
      fragment HomePromoSlider_site on Site {
        ...usePromotionSchedule_site
        ...PromoSlider_site
        promotions(placement: HOME_SLIDER, includeUpcoming: true) {
          ...usePromotionSchedule_promotions
          ...PromoSlider_promotions
        }
      }
    `,
    site,
  );
  const order = usePromotionSchedule(data.promotions, data);
  // Not the page's first paint (the hero is): its pictures load as they come near the screen.
  return <PromoSlider promotions={data.promotions} site={data} order={order} />;
}
