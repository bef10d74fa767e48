import { graphql, useFragment } from 'react-relay/hooks';
import type { CarShareAndPrint_car$key } from '../../../__generated__/CarShareAndPrint_car.graphql';
import type { CarShareAndPrint_site$key } from '../../../__generated__/CarShareAndPrint_site.graphql';
import { PrintButton } from './PrintButton';
import { ShareButtons } from './ShareButtons';
import './car-share-and-print.css';

/** The sidebar's row of share and print buttons; no row at all where the site has neither. */
export function CarShareAndPrint({
  car,
  site,
}: {
  car: CarShareAndPrint_car$key;
  site: CarShareAndPrint_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment CarShareAndPrint_car on Car {
        ...ShareButtons_car
        ...PrintButton_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment CarShareAndPrint_site on Site {
        features {
          share
          print
        }
        ...ShareButtons_site
        ...PrintButton_site
      }
    `,
    site,
  );
  if (!siteData.features.share && !siteData.features.print) return null;
  return (
    <div className="car-share-and-print">
      <ShareButtons car={data} site={siteData} />
      <PrintButton car={data} site={siteData} />
    </div>
  );
}
