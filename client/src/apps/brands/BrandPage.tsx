import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import type { BrandPageQuery } from '../../__generated__/BrandPageQuery.graphql';
import { CarCard } from '../../components/cars/CarCard';
import { Link } from '../../routing/Link';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './brands-page.css';

/** Cards in the first screenful load their photo at once. */
const EAGER_CARDS = 3;

/**
 * /{brand}/overview (spec 1 §2): the brand's banner, logo and text, then its vehicles in stock
 * and a link to all of them on the make's search page.
 */
export function BrandPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<BrandPageQuery>;
  const { site } = usePreloadedQuery<BrandPageQuery>(
    graphql`
      query BrandPageQuery($slug: String!, $first: Int!) {
        site {
          name
          ...CarCard_site
          brand(slug: $slug) {
            title
            logoUrl
            bannerUrl
            bannerSrcSet
            description
            skipPage
            pagePath
            stockPath
            stockCount
            cars(first: $first) {
              id
              ...CarCard_car
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { brand } = site;
  if (notFound || !brand || brand.skipPage) return <NotFoundPage what="brand" />;
  const { stockCount, cars } = brand;
  const summary = brand.description[0] ?? `${brand.title} at ${site.name}.`;
  return (
    <article className="brand-page">
      <PageHead
        title={`${brand.title} | ${site.name}`}
        description={summary}
        canonicalPath={brand.pagePath}
      />
      {brand.bannerUrl && (
        <img
          className="brand-page__banner"
          src={brand.bannerUrl}
          srcSet={brand.bannerSrcSet ?? undefined}
          sizes="(min-width: 1280px) 1280px, 100vw"
          alt=""
          fetchPriority="high"
        />
      )}
      <header className="brand-page__header">
        <img className="brand-page__logo" src={brand.logoUrl} alt="" width={72} height={72} />
        <h1>{brand.title}</h1>
      </header>
      {brand.description.length > 0 && (
        <div className="brand-page__description">
          {brand.description.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
      <section className="brand-page__stock" aria-labelledby="brand-stock-heading">
        <h2 id="brand-stock-heading" className="brand-page__stock-heading">
          {brand.title} in stock
        </h2>
        {cars.length === 0 ? (
          <p>
            No {brand.title} vehicles in stock right now. <Link to="/contact">Ask us</Link> what is
            coming.
          </p>
        ) : (
          <ul className="results-grid">
            {cars.map((car, i) => (
              <li key={car.id}>
                <CarCard car={car} site={site} eager={i < EAGER_CARDS} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {brand.stockPath && stockCount > 0 && (
        <Link className="button button--primary brand-page__view-all" to={brand.stockPath}>
          View all {formatCount(stockCount)} {brand.title}
        </Link>
      )}
    </article>
  );
}
