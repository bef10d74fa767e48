import { builder } from '../../builder.js';

export const CarStatusEnum = builder.enumType('CarStatus', {
  description: 'Where a vehicle stands in its sale.',
  values: {
    IN_STOCK: { value: 'in_stock', description: 'On the lot and for sale.' },
    COMING_SOON: { value: 'coming_soon', description: 'Arriving soon; can be enquired on.' },
    SOLD: { value: 'sold', description: 'Sold; listed only for the site’s recently-sold window.' },
  } as const,
});

export const CarTypeEnum = builder.enumType('CarType', {
  description: 'New, demonstrator or used.',
  values: {
    NEW: { value: 'new', description: 'Brand new.' },
    DEMO: { value: 'demo', description: 'Dealer demonstrator.' },
    USED: { value: 'used', description: 'Used (some sites say Pre-Owned).' },
  } as const,
});

export const ItemTypeEnum = builder.enumType('ItemType', {
  description: 'Kind of vehicle.',
  values: {
    CAR: { value: 'car', description: 'Passenger or light commercial vehicle.' },
    MOTORCYCLE: { value: 'motorcycle', description: 'Motorcycle or scooter.' },
    CARAVAN: { value: 'caravan', description: 'Caravan, camper or motorhome trailer.' },
    TRUCK: { value: 'truck', description: 'Truck.' },
  } as const,
});
