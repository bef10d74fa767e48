import { useLoaderData } from '../../routing/router-hooks';
import { NoCarPrintPage } from './NoCarPrintPage';
import type { PrintRouteData } from './print-page-route';
import { PrintSheetPage } from './PrintSheetPage';

/** The print sheet route at /print?car_id={slug}; an address naming no vehicle is not found. */
export function PrintPage() {
  const data = useLoaderData() as PrintRouteData;
  return data.kind === 'sheet' ? (
    <PrintSheetPage queryRef={data.queryRef} notFound={data.notFound} />
  ) : (
    <NoCarPrintPage queryRef={data.queryRef} />
  );
}
