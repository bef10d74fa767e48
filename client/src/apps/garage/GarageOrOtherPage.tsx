import type { ComponentType } from 'react';
import { useLoaderData } from '../../routing/router-hooks';
import { isGarageRouteData } from './garage-route-data';

/** The garage where the loader found it, else the page that shares its addresses. */
export function garageOrOtherPage(Garage: ComponentType, Other: ComponentType): ComponentType {
  function GarageOrOtherPage() {
    return isGarageRouteData(useLoaderData()) ? <Garage /> : <Other />;
  }
  return GarageOrOtherPage;
}
