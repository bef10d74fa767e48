import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import type {
  CarFacetAttribute,
  SearchFacets_search$data,
  SearchFacets_search$key,
} from '../../__generated__/SearchFacets_search.graphql';
import type { SearchFacets_site$key } from '../../__generated__/SearchFacets_site.graphql';
import { FacetList } from './FacetList';
import { FacetSection } from './FacetSection';
import { DistanceFilter } from './DistanceFilter';
import { PriceRangeSlider } from './PriceRangeSlider';
import { useSearchNavigation } from './search-navigation';
import { clearRefinements, refinementCount } from '../../search-url/search-state-updates';
import './search-facets.css';

type Facet = SearchFacets_search$data['facets'][number];

/**
 * The sections shown, in order; the search page's query asks for these facets only (a test
 * holds the two together).
 */
export const SECTION_ORDER: readonly CarFacetAttribute[] = [
  'CAR_TYPE',
  'MAKE',
  'MODEL',
  'PRICE',
  'BODY',
  'TRANSMISSION',
  'FUEL',
  'DRIVE',
  'COLOUR',
  'SEATS',
  'LOCATION_NAME',
  'DEALERSHIP_SLUG',
  'YEAR',
];

/** Sections worth showing only with a choice: one dealership's site needs no dealership filter. */
const ONLY_WITH_A_CHOICE: ReadonlySet<CarFacetAttribute> = new Set(['DEALERSHIP_SLUG']);

/** Sections open on arrival even when nothing in them is selected. */
const OPEN_BY_DEFAULT: ReadonlySet<CarFacetAttribute> = new Set(['CAR_TYPE', 'MAKE', 'PRICE']);

const PRICE_FIELD = 'price';
const PRICE_HEADING = 'Price';

interface Section {
  attribute: CarFacetAttribute;
  heading: string;
  hasSelection: boolean;
  content: ReactNode;
}

/** The facet sections of the search: checkboxes with counts, the price slider, "Clear all". */
export function SearchFacets({
  search,
  site,
}: {
  search: SearchFacets_search$key;
  site: SearchFacets_site$key;
}) {
  const { facets } = useFragment(
    graphql`
      fragment SearchFacets_search on CarSearchConnection {
        facets {
          attribute
          label
          filterField
          values {
            selected
            ...FacetList_values
          }
          popular {
            ...FacetList_values
          }
        }
      }
    `,
    search,
  );
  const siteData = useFragment(
    graphql`
      fragment SearchFacets_site on Site {
        ...PriceRangeSlider_site
      }
    `,
    site,
  );
  const { state, urlOf } = useSearchNavigation();

  const byAttribute = new Map(facets.map((facet) => [facet.attribute, facet]));
  const listSection = (facet: Facet): Section => ({
    attribute: facet.attribute,
    heading: facet.label,
    hasSelection: facet.values.some((value) => value.selected),
    content:
      facet.attribute === 'MAKE' && facet.popular.length > 0 ? (
        <>
          <FacetList
            values={facet.popular}
            filterField={facet.filterField}
            legend="Popular makes"
          />
          <FacetList values={facet.values} filterField={facet.filterField} legend="All makes" />
        </>
      ) : (
        <FacetList
          values={facet.values}
          filterField={facet.filterField}
          legend={facet.label}
          hideLegend
        />
      ),
  });
  const sections = SECTION_ORDER.flatMap((attribute): Section[] => {
    const facet = byAttribute.get(attribute);
    if (attribute === 'PRICE') {
      // A chosen range stays adjustable even when nothing matches it.
      const priceRange = state.ranges[PRICE_FIELD];
      if (!facet && !priceRange) return [];
      return [
        {
          attribute,
          heading: facet?.label ?? PRICE_HEADING,
          hasSelection: priceRange !== undefined,
          content: <PriceRangeSlider site={siteData} />,
        },
      ];
    }
    if (!facet || facet.values.length === 0) return [];
    const choice = facet.values.length > 1 || facet.values.some((value) => value.selected);
    return ONLY_WITH_A_CHOICE.has(attribute) && !choice ? [] : [listSection(facet)];
  });

  return (
    <div className="search-facets">
      {refinementCount(state) > 0 && (
        <p className="search-facets__clear">
          <Link to={urlOf(clearRefinements(state))} preventScrollReset>
            Clear all
          </Link>
        </p>
      )}
      <div className="search-facets__sections">
        <FacetSection heading="Distance" openOnArrival>
          <DistanceFilter />
        </FacetSection>
        {sections.map((section) => (
          <FacetSection
            key={section.attribute}
            heading={section.heading}
            openOnArrival={section.hasSelection || OPEN_BY_DEFAULT.has(section.attribute)}
          >
            {section.content}
          </FacetSection>
        ))}
      </div>
    </div>
  );
}
