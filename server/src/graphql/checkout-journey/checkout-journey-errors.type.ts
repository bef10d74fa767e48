import { builder } from '../../builder.js';
import { ErrorInterface } from '../common/error.types.js';
import {
  CheckoutCarNotPurchasableError,
  CheckoutPaymentsUnavailableError,
} from './checkout-journey-errors.js';

builder.objectType(CheckoutCarNotPurchasableError, {
  name: 'CheckoutCarNotPurchasableError',
  description:
    'The vehicle cannot be bought online (sold, reserved by another buyer, or the site does not sell online): nothing was saved; the message says why.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(CheckoutPaymentsUnavailableError, {
  name: 'CheckoutPaymentsUnavailableError',
  description:
    'The deposit could not be started because payments are unavailable just now: nothing was charged and the earlier steps are kept; the shopper may try again.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
