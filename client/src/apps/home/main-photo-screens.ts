import { BANNER_CAROUSEL_MEDIA } from '../../components/home/BannerTiles';

/** Where the hero is laid out over its picture, at least 360 px high (home-hero.css). */
const HERO_OVER_PICTURE_MEDIA = '(min-width: 48em)';

/** Each top picture's `priority` for SiteImage: on every screen, some, or none. */
export interface MainPhotoScreens {
  hero: boolean | string;
  firstTile: boolean | string;
}

/**
 * Which of the home page's top pictures is its largest paint, by screen: on wide screens the
 * hero's (full width, at least 360 px high, the tiles a third of the width each); on phones the
 * first banner tile's (85 % of the width at 16:10, where the hero is a strip above it: 380 × 142
 * against 320 × 200 CSS pixels on a common phone). A page with only one of the two pictures has
 * that one everywhere. Only that picture is fetched at high priority on a screen.
 */
export function mainPhotoScreens(pictures: {
  hero: boolean;
  firstTile: boolean;
}): MainPhotoScreens {
  if (pictures.hero && pictures.firstTile) {
    return { hero: HERO_OVER_PICTURE_MEDIA, firstTile: BANNER_CAROUSEL_MEDIA };
  }
  return { hero: pictures.hero, firstTile: pictures.firstTile };
}
