import { builder } from './builder.js';
import './graphql/common/error.types.js';
import './graphql/site/site.type.js';
import './graphql/location/location.type.js';
import './graphql/location/location-card.fields.js';
import './graphql/location/location-hours.fields.js';
import './graphql/location/location-reviews.fields.js';
import './graphql/location/site-locations.fields.js';
import './graphql/location/locations-near.query.js';
import './graphql/car/car.type.js';
import './graphql/car/car.query.js';
import './graphql/car/car-distance.fields.js';
import './graphql/similar/similar-cars.fields.js';
import './graphql/delivery/delivery-estimate.type.js';
import './graphql/price-gauge/price-gauge.fields.js';
import './graphql/finance/car-finance.fields.js';
import './graphql/search/car-search.query.js';
import './graphql/search/search-landing.type.js';
import './graphql/promotions/promotions.fields.js';
import './graphql/records/records.mutations.js';
import './graphql/alerts/similar-car-alert.mutations.js';
import './graphql/leads/lead-form.type.js';
import './graphql/leads/lead.mutations.js';
import './graphql/trade-in/trade-in-settings.type.js';
import './graphql/trade-in/trade-in-rego.query.js';
import './graphql/trade-in/trade-in-valuation.mutations.js';

/** The whole API: each import above adds its domain's types and root fields. */
export const schema = builder.toSchema();
