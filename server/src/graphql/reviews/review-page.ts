import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { badInput } from '../common/input-validation-error.js';
import type { Review } from '../../reviews/review-source.port.js';

export interface ReviewPageArgs {
  first?: number | null;
  after?: string | null;
}

/** The offset after a cursor of this list; a foreign or broken cursor names the argument. */
function startAfter(after: string | null | undefined): number {
  if (after == null) return 0;
  let offset: number;
  try {
    offset = cursorToOffset(after);
  } catch {
    offset = Number.NaN;
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw badInput('after', 'is not a cursor of this connection');
  }
  return offset + 1;
}

/** One page of a newest-first list, as a Relay connection with offset cursors. */
export function reviewPage(reviews: readonly Review[], pageSize: number, args: ReviewPageArgs) {
  const start = startAfter(args.after);
  const edges = reviews
    .slice(start, start + pageSize)
    .map((node, index) => ({ cursor: offsetToCursor(start + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + pageSize < reviews.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
