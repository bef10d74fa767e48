import { formatKm } from '../../components/cars/format-km';

interface DescribedCar {
  name: string;
  km: number;
  transmission?: string | null | undefined;
  fuel?: string | null | undefined;
  body?: string | null | undefined;
  /** The price as shown. */
  price: string;
}

/** The page's meta description: "2021 Toyota Corolla, 42,180 kms, Automatic. $27,990 at Coastal." */
export function carPageDescription(car: DescribedCar, siteName: string): string {
  const facts = [formatKm(car.km), car.transmission, car.fuel, car.body].filter(Boolean);
  return `${car.name}, ${facts.join(', ')}. ${car.price} at ${siteName}.`;
}
