import { decodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLContext } from '../../context.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { NotFoundError } from '../common/input-validation-error.js';

const CAR_TYPENAME = 'Car';

/**
 * The car a mutation argument names by its global id, looked up through the site-bound stock:
 * a car of another site is rejected exactly like an id that names nothing (a NotFoundError, which
 * a field without typed errors answers as a refused field).
 */
export async function carOfArgument(
  field: string,
  globalId: string,
  context: GraphQLContext,
): Promise<StockDocument> {
  const notFound = () => new NotFoundError(field, 'is not the id of a vehicle of this site');
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    throw notFound();
  }
  if (decoded.typename !== CAR_TYPENAME) throw notFound();
  const car = await context.loaders.carByIdLoader.load(decoded.id);
  if (!car) throw notFound();
  return car;
}
