import { graphql, useFragment } from 'react-relay/hooks';
import type { BrandGrid_grid$key } from '../../__generated__/BrandGrid_grid.graphql';
import { SiteLink } from '../../shell/SiteLink';
import './brand-grid.css';

/**
 * One grid of brands (spec 1 §1–§2): a heading and a tile per brand, its logo and name, linking to
 * its brand page, or to its website when the brand skips the page. Plain links: no script needed.
 */
export function BrandGrid({
  grid,
  headingLevel = 2,
}: {
  grid: BrandGrid_grid$key;
  /** The grid's heading level on the page that mounts it. */
  headingLevel?: 2 | 3;
}) {
  const data = useFragment(
    graphql`
      fragment BrandGrid_grid on BrandGrid {
        title
        kind
        brands {
          title
          slug
          logoUrl
          href
        }
      }
    `,
    grid,
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `brand-grid-${data.kind.toLowerCase()}`;
  return (
    <section className="brand-grid" aria-labelledby={headingId}>
      <Heading id={headingId} className="brand-grid__title">
        {data.title}
      </Heading>
      <ul className="brand-grid__list">
        {data.brands.map((brand) => (
          <li key={brand.slug}>
            <SiteLink href={brand.href} className="brand-grid__tile">
              {/* The name beside it says what the logo shows. */}
              <img
                className="brand-grid__logo"
                src={brand.logoUrl}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
              <span className="brand-grid__name">{brand.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
