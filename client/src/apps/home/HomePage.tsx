import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from '../../routing/router-hooks';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { FacetTiles } from './FacetTiles';
import { mainPhotoScreens } from './main-photo-screens';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { AcceptedPayments } from '../../components/home/AcceptedPayments';
import { BannerTiles } from '../../components/home/BannerTiles';
import { GroupStats } from '../../components/home/GroupStats';
import { HomeHero } from '../../components/home/HomeHero';
import { StockStrip } from '../../components/home/StockStrip';
import { WelcomeSection } from '../../components/home/WelcomeSection';
import { WhyBuyFromUs } from '../../components/home/WhyBuyFromUs';
import { WhyProduct } from '../../components/home/WhyProduct';
import { BrandGrids } from '../../components/brands/BrandGrids';
import { SalesCounterBanner } from '../../components/sales-counter/SalesCounterBanner';
import { HomePromoSlider } from '../../components/promotions/HomePromoSlider';
import { RecentlyViewedVehicles } from '../../components/recently-viewed/RecentlyViewedVehicles';

/**
 * The home page, top to bottom: hero, banner tiles, the group's stats and sales
 * counter, the site's brands, stock strips around the promotions slider, call-outs, welcome, the ways into the stock, accepted
 * payments and the shopper's recently viewed vehicles. Each section is one component with
 * its own fragment; a section the site switches off arrives as null and is left out.
 */
export function HomePage() {
  const { queryRef } = useLoaderData() as RelayRouteData<HomePageQuery>;
  const { site, searchLanding } = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery($path: String!) {
        site {
          name
          description
          ...StockStrip_site
          ...BrandGrids_site
          brandGrids {
            __typename
          }
          ...SalesCounterBanner_site
          ...RecentlyViewedVehicles_site
          ...HomePromoSlider_site
          homePage {
            hero {
              ...HomeHero_hero
              image {
                __typename
              }
            }
            bannerTiles {
              ...BannerTiles_tiles
              image {
                __typename
              }
            }
            groupStats {
              ...GroupStats_stats
            }
            featuredStock {
              ...StockStrip_strip
            }
            recentlyAdded {
              ...StockStrip_strip
            }
            whyProduct {
              ...WhyProduct_callouts
            }
            whyBuyFromUs {
              ...WhyBuyFromUs_callouts
            }
            welcome {
              ...WelcomeSection_welcome
            }
            acceptedPayments {
              ...AcceptedPayments_card
            }
          }
        }
        searchLanding(path: $path) {
          # Only the facets FacetTiles shows.
          results(first: 1, facets: [MAKE, BODY, PRICE_RANGE]) {
            ...FacetTiles_search
          }
        }
      }
    `,
    queryRef,
  );
  const home = site.homePage;
  const bothCallouts = home.whyProduct && home.whyBuyFromUs;
  const mainPhoto = mainPhotoScreens({
    hero: home.hero.image !== null,
    firstTile: Boolean(home.bannerTiles[0]?.image),
  });
  return (
    <div className="home-page">
      <PageHead
        title={site.name}
        description={site.description}
        canonicalPath="/"
        siteName={site.name}
      />
      <HomeHero hero={home.hero} priority={mainPhoto.hero} />
      <BannerTiles tiles={home.bannerTiles} firstTilePriority={mainPhoto.firstTile} />
      {home.groupStats && <GroupStats stats={home.groupStats} />}
      <SalesCounterBanner site={site} />
      {site.brandGrids.length > 0 && (
        <section className="home-brands renders-near-screen" aria-labelledby="home-brands-heading">
          <h2 id="home-brands-heading">Our brands</h2>
          <BrandGrids site={site} headingLevel={3} />
        </section>
      )}
      {home.featuredStock && (
        <StockStrip id="featured-stock" strip={home.featuredStock} site={site} />
      )}
      <HomePromoSlider site={site} />
      {home.recentlyAdded && (
        <StockStrip id="recently-added" strip={home.recentlyAdded} site={site} />
      )}
      {(home.whyProduct ?? home.whyBuyFromUs) && (
        <div
          className={`home-callouts renders-near-screen${bothCallouts ? ' home-callouts--pair' : ''}`}
        >
          {home.whyProduct && <WhyProduct callouts={home.whyProduct} />}
          {home.whyBuyFromUs && <WhyBuyFromUs callouts={home.whyBuyFromUs} />}
        </div>
      )}
      {home.welcome && <WelcomeSection welcome={home.welcome} />}
      {searchLanding && <FacetTiles search={searchLanding.results} />}
      {home.acceptedPayments && <AcceptedPayments card={home.acceptedPayments} />}
      {/* Last: it arrives after hydration, from the shopper's browser, and so shifts nothing. */}
      <RecentlyViewedVehicles site={site} />
    </div>
  );
}
