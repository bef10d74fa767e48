import { z } from 'zod';
import { CAR_TYPES, ITEM_TYPES } from '../stock/car-record.schema.js';
import { text } from './setting-primitives.js';

/** Where a site's vehicles come from: generated demo stock or a feed file. */
export const stockSourceSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z.literal('generated').describe('Demo stock made up from the vehicle catalogue.'),
        size: z.number().int().min(0).max(1_000_000).describe('How many vehicles.'),
        seed: z.number().int().describe('The same seed makes the same stock on every start.'),
        carTypes: z
          .partialRecord(z.enum(CAR_TYPES), z.number().nonnegative())
          .describe('Share of each car type (weights, need not sum to 1).'),
        itemTypes: z
          .partialRecord(z.enum(ITEM_TYPES), z.number().nonnegative())
          .describe('Share of each kind of vehicle (weights).'),
        makes: z
          .array(text)
          .default([])
          .describe(
            'Makes to draw vehicles from; empty: the whole catalogue of each kind of vehicle.',
          ),
      })
      .describe('Generated demo stock.'),
    z
      .strictObject({
        kind: z.literal('feed').describe('Stock read from a feed file.'),
        file: z
          .string()
          .regex(/\.(csv|json)$/, 'a .csv or .json file')
          .describe('A .csv or .json file, relative to the site’s folder.'),
      })
      .describe('Stock from a feed file.'),
  ])
  .describe('Where the site’s vehicles come from.');
