import { useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { DealerLocatorPageQuery } from '../../__generated__/DealerLocatorPageQuery.graphql';
import { LocationCard } from '../../components/locations/LocationCard';
import { LocationsMap, type MapPoint } from '../../components/locations/map/LocationsMap';
import { Link } from '../../routing/Link';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData, useSearchParams } from '../../routing/router-hooks';
import { DEPARTMENTS, distanceText, locatorParams, nearestFirst } from './DealerLocatorPage.params';
import { DealerLocatorPageFilters } from './DealerLocatorPageFilters';
import { useMyPosition } from './DealerLocatorPagePosition';
import './DealerLocatorPage.css';

/** The locator's map is taller than a location hero's (230 px): it shows every location. */
const LOCATOR_MAP_HEIGHT = 420;

/**
 * /dealer-locator: every location of the site on a map and in a list, narrowed by department and
 * make, and ordered by distance from a postcode (the server measures) or, with JavaScript, from
 * the shopper's own position (measured here: the position never leaves the browser).
 */
export function DealerLocatorPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<DealerLocatorPageQuery>;
  const [search] = useSearchParams();
  const params = locatorParams(search);
  const { site } = usePreloadedQuery<DealerLocatorPageQuery>(
    graphql`
      query DealerLocatorPageQuery(
        $department: LocationType
        $make: String
        $postcode: String!
        $byPostcode: Boolean!
      ) {
        site {
          name
          locationDisplay {
            mapStyleUrl
          }
          everyLocation: locations {
            departments
            manufacturers
          }
          ...LocationCard_site
          locations(department: $department, make: $make) {
            id
            name
            contactPath
            address {
              latitude
              longitude
            }
            ...LocationCard_location
          }
          locationsNear(postcode: $postcode, department: $department, make: $make)
            @include(if: $byPostcode) {
            __typename
            ... on LocationsNear {
              items {
                distanceKm
                location {
                  id
                }
              }
            }
            ... on ValidationError {
              issues {
                message
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const myPosition = useMyPosition();

  const near = site.locationsNear;
  const postcodeError =
    near?.__typename === 'ValidationError' ? (near.issues[0]?.message ?? null) : null;
  const rows = useMemo(() => {
    const located = site.locations.map((location) => ({
      location,
      latitude: location.address.latitude,
      longitude: location.address.longitude,
    }));
    if (myPosition.position) {
      return nearestFirst(located, myPosition.position).map(({ item, distanceKm }) => ({
        location: item.location,
        distanceKm,
      }));
    }
    if (near?.__typename === 'LocationsNear') {
      const byId = new Map(site.locations.map((location) => [location.id, location]));
      return near.items.flatMap(({ location, distanceKm }) => {
        const found = byId.get(location.id);
        return found ? [{ location: found, distanceKm }] : [];
      });
    }
    return site.locations.map((location) => ({ location, distanceKm: null }));
  }, [site.locations, near, myPosition.position]);

  const points: MapPoint[] = useMemo(
    () =>
      site.locations.map((location) => ({
        id: location.id,
        name: location.name,
        latitude: location.address.latitude,
        longitude: location.address.longitude,
        href: location.contactPath,
      })),
    [site.locations],
  );
  const departments = useMemo(() => {
    const had = new Set<string>(site.everyLocation.flatMap((location) => location.departments));
    return DEPARTMENTS.filter((department) => had.has(department));
  }, [site.everyLocation]);
  const makes = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const make of site.everyLocation.flatMap((location) => location.manufacturers)) {
      if (!byKey.has(make.toLowerCase())) byKey.set(make.toLowerCase(), make);
    }
    // Sorted by their lower-case names (each once) rather than with localeCompare: the page's
    // first Intl object would cost the browser its ICU data while hydrating (zone-offset-spans.ts).
    return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, make]) => make);
  }, [site.everyLocation]);

  const orderedFrom = myPosition.position
    ? 'your location'
    : near?.__typename === 'LocationsNear'
      ? `postcode ${params.postcode}`
      : null;
  const count = rows.length;
  return (
    <div className="dealer-locator">
      <PageHead
        title={`Find a dealership | ${site.name}`}
        description={`${site.name}’s locations on a map, with the nearest to your postcode.`}
        canonicalPath="/dealer-locator"
      />
      <h1 className="dealer-locator__title">Find a dealership</h1>
      <LocationsMap
        points={points}
        height={LOCATOR_MAP_HEIGHT}
        styleUrl={site.locationDisplay.mapStyleUrl}
        title={`Map of ${site.name}’s locations`}
      />
      <DealerLocatorPageFilters
        params={params}
        departments={departments}
        makes={makes}
        postcodeError={postcodeError}
        myPosition={myPosition}
      />
      <p className="dealer-locator__summary" role="status">
        {count === 0
          ? 'No location matches these filters.'
          : `${count} ${count === 1 ? 'location' : 'locations'}${orderedFrom ? `, nearest first to ${orderedFrom}` : ''}.`}{' '}
        {params.department || params.make || params.postcode ? (
          <Link to="/dealer-locator">Show every location</Link>
        ) : null}
      </p>
      <ol className="dealer-locator__list">
        {rows.map(({ location, distanceKm }) => (
          <li key={location.id} className="dealer-locator__item">
            {distanceKm === null ? null : (
              <p className="dealer-locator__distance">{distanceText(distanceKm)}</p>
            )}
            <LocationCard location={location} site={site} headingLevel={2} />
          </li>
        ))}
      </ol>
    </div>
  );
}
