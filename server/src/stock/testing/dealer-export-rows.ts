/**
 * A small plain dealer export of the Harbour Motors fixture site, as the import and sync tests
 * feed it: a header in the dealer's own spellings and five cars, three of them Toyota Corollas.
 */
export const DEALER_EXPORT_HEADER =
  'id,status,type,make,model,badge,year,price,km,body,stock no,yard';

export const DEALER_EXPORT_ROWS = {
  C1: 'C1,In Stock,Used,Toyota,Corolla,Ascent Sport,2021,24990,35000,Hatch,S1,hm-brisbane',
  C2: 'C2,In Stock,Used,Mazda,CX-5,Maxx Sport,2020,31990,60000,SUV,S2,hm-sydney',
  C3: 'C3,In Stock,Used,Ford,Ranger,XLT,2021,54990,45000,Ute,S3,hm-sydney',
  C4: 'C4,In Stock,Used,Toyota,Corolla,ZR,2022,26990,20000,Hatch,S4,hm-brisbane',
  C5: 'C5,In Stock,Used,Toyota,Corolla,SX,2020,22990,50000,Hatch,S5,hm-brisbane',
} as const;

/** The export of these rows, header first. */
export const dealerExportOf = (...rows: string[]): string =>
  [DEALER_EXPORT_HEADER, ...rows].join('\n');
