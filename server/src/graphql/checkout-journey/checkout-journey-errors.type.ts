import { builder } from '../../builder.js';
import { ErrorInterface } from '../common/error.types.js';
import { CheckoutCarNotPurchasableError } from './checkout-journey-errors.js';

builder.objectType(CheckoutCarNotPurchasableError, {
  name: 'CheckoutCarNotPurchasableError',
  description:
    'The vehicle cannot be bought online (sold, reserved by another buyer, or the site does not sell online): nothing was saved; the message says why.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
