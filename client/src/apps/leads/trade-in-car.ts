import { tradeInCarIdOf } from '@forecourt/schema/leads/lead-routes';

/** The trade-in page query's variables: the vehicle (its feed id) when the address names one. */
export function tradeInPageVariables(url: URL): { carId: string; withCar: boolean } {
  const carId = tradeInCarIdOf(url.searchParams);
  return carId === undefined ? { carId: '', withCar: false } : { carId, withCar: true };
}
