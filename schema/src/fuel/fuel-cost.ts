/** Spec 1 §5 and §9: the fuel calculator's defaults and rule. */
export const DEFAULT_FUEL_PRICE_PER_LITRE = 1.7;
export const DEFAULT_KM_PER_WEEK = 250;
/** Used when the variant gives no combined consumption. */
export const FALLBACK_LITRES_PER_100KM = 10;

/** Cost per week = distance / 100 × consumption × price. */
export function weeklyFuelCost(kmPerWeek: number, litresPer100Km: number, pricePerLitre: number) {
  return (kmPerWeek / 100) * litresPer100Km * pricePerLitre;
}

/** Electric vehicles burn no fuel: the calculator is hidden for them. */
export const usesFuel = (fuel: string | null | undefined) => fuel?.toLowerCase() !== 'electric';
