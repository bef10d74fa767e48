import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompareTable_cars$key } from '../../__generated__/CompareTable_cars.graphql';
import { Link } from '../../routing/Link';
import { compareRows, type ComparedCar } from './compare-rows';
import './compare-table.css';

/** Features listed per car before the rest are counted ("and 12 more"). */
const KEY_FEATURES_SHOWN = 8;

/**
 * The comparison: one column per car (photo, name, its page, a Remove link) and one row per
 * fact. A row where the cars differ is highlighted and says so in words, for screen readers and
 * for anyone who cannot tell the colour. The table scrolls sideways on a phone, the row labels
 * staying in view.
 */
export function CompareTable({
  cars,
  removePaths,
  onlyDifferences,
}: {
  cars: CompareTable_cars$key;
  /** Per car, the address of this comparison without it. */
  removePaths: readonly string[];
  onlyDifferences: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CompareTable_cars on Car @relay(plural: true) {
        id
        name
        path
        year
        km
        body
        fuel
        transmission
        features
        primaryImage {
          url
          width
          height
        }
        priceDisplay {
          text
        }
        financeEstimate {
          perWeek
        }
        variant {
          engineSizeLitres
          cylinders
          induction
        }
      }
    `,
    cars,
  );
  const captionId = useId();
  const compared: ComparedCar[] = data.map((car) => ({
    priceText: car.priceDisplay.text,
    perWeek: car.financeEstimate?.perWeek ?? null,
    year: car.year,
    km: car.km,
    body: car.body ?? null,
    engineSizeLitres: car.variant?.engineSizeLitres ?? null,
    cylinders: car.variant?.cylinders ?? null,
    induction: car.variant?.induction ?? null,
    fuel: car.fuel ?? null,
    transmission: car.transmission ?? null,
    features: car.features,
  }));
  const rows = compareRows(compared);
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const differences = rows.filter((row) => row.differs).length;

  return (
    <div className="compare-table__scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table">
        <caption id={captionId} className="compare-table__caption">
          {`Comparing ${data.length} ${data.length === 1 ? 'vehicle' : 'vehicles'}`}
          {data.length > 1 &&
            `: ${differences} of ${rows.length} rows differ${onlyDifferences ? ', only those are shown' : ''}`}
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {data.map((car, i) => (
              <th key={car.id} scope="col" className="compare-table__car">
                {car.primaryImage ? (
                  <img
                    className="compare-table__photo"
                    src={car.primaryImage.url}
                    width={car.primaryImage.width}
                    height={car.primaryImage.height}
                    alt=""
                    loading={i < 2 ? 'eager' : 'lazy'}
                  />
                ) : (
                  <div className="compare-table__no-photo">Photo coming soon</div>
                )}
                <Link className="compare-table__name" to={car.path}>
                  {car.name}
                </Link>
                <Link className="compare-table__remove" to={removePaths[i] ?? '/compare'}>
                  Remove<span className="visually-hidden"> {car.name} from the comparison</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr
              key={row.key}
              className={
                row.differs
                  ? 'compare-table__row compare-table__row--differs'
                  : 'compare-table__row'
              }
              data-differs={row.differs || undefined}
            >
              <th scope="row" className="compare-table__label">
                {row.label}
                {row.differs && <span className="compare-table__differs-badge">Differs</span>}
              </th>
              {row.values.map((value, i) =>
                row.key === 'features' ? (
                  <td key={data[i]?.id ?? i}>
                    <FeatureList features={data[i]?.features ?? []} />
                  </td>
                ) : (
                  <td key={data[i]?.id ?? i}>{value ?? <NotGiven />}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NotGiven() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not given</span>
    </>
  );
}

function FeatureList({ features }: { features: readonly string[] }) {
  if (features.length === 0) return <NotGiven />;
  const more = features.length - KEY_FEATURES_SHOWN;
  return (
    <ul className="compare-table__features">
      {features.slice(0, KEY_FEATURES_SHOWN).map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
      {more > 0 && <li className="compare-table__more">{`and ${more} more`}</li>}
    </ul>
  );
}
