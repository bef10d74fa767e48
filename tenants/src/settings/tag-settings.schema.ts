import { z } from 'zod';
import { text } from './setting-primitives.js';

/** Which tags vehicles carry (spec 1 §4). */
export const tagsSchema = z
  .strictObject({
    electricHybrid: z
      .boolean()
      .default(false)
      .describe('Tag electric and hybrid cars before any other tag (spec 1 §4, priority 1).'),
    certifiedPreOwnedMake: text
      .nullable()
      .default(null)
      .describe(
        'The make whose certified used cars carry the certified-pre-owned tag (priority 3); null: none.',
      ),
    customTagColours: z
      .record(z.string(), z.enum(['red', 'green']))
      .default({})
      .describe(
        'Colour of custom tag texts of the stock feed (text → red or green); a text not listed is red.',
      ),
  })
  .prefault({})
  .describe('Which tags vehicles carry.');
