import { graphql, useFragment } from 'react-relay/hooks';
import type { CarSidebar_car$key } from '../../../__generated__/CarSidebar_car.graphql';
import type { CarSidebar_site$key } from '../../../__generated__/CarSidebar_site.graphql';
import { CallDealerButton } from './CallDealerButton';
import { CarActionButtons } from './CarActionButtons';
import { WatchlistButton } from '../../../components/watchlist/WatchlistButton';
import { CarKeySpecs } from './CarKeySpecs';
import { CarPrice } from '../../../components/cars/CarPrice';
import { CarViewsAndLocation } from './CarViewsAndLocation';
import { MarketPriceBadge } from './MarketPriceBadge';
import { CarShareAndPrint } from '../share/CarShareAndPrint';
import { FinanceCalculator } from '../finance/FinanceCalculator';
import './car-sidebar.css';

/**
 * The vehicle page's sidebar (spec 1 §2, spec 2 §2): the page's heading with the car's name,
 * its price, key specs, views and location, call the dealer, the action buttons, then share and
 * print.
 */
export function CarSidebar({ car, site }: { car: CarSidebar_car$key; site: CarSidebar_site$key }) {
  const data = useFragment(
    graphql`
      fragment CarSidebar_car on Car {
        name
        ...CarPrice_car
        ...MarketPriceBadge_car
        ...CarKeySpecs_car
        ...CarViewsAndLocation_car
        ...CallDealerButton_car
        ...CarActionButtons_car
        ...WatchlistButton_car
        ...CarShareAndPrint_car
        ...FinanceCalculator_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment CarSidebar_site on Site {
        ...CallDealerButton_site
        ...CarActionButtons_site
        ...WatchlistButton_site
        ...CarShareAndPrint_site
      }
    `,
    site,
  );
  return (
    <section className="car-sidebar" aria-labelledby="car-sidebar-title">
      <h1 className="car-sidebar__title" id="car-sidebar-title">
        {data.name}
      </h1>
      <CarPrice car={data} />
      <MarketPriceBadge car={data} />
      <CarKeySpecs car={data} />
      <CarViewsAndLocation car={data} />
      <CallDealerButton car={data} site={siteData} />
      <CarActionButtons car={data} site={siteData} />
      <WatchlistButton car={data} site={siteData} />
      <CarShareAndPrint car={data} site={siteData} />
      <FinanceCalculator car={data} />
    </section>
  );
}
