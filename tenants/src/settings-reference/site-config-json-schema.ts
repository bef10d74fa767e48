import { z } from 'zod';
import { siteConfigSchema } from '../site-config.schema.js';

/** A JSON Schema as zod writes it: plain JSON, read by editors and by the reference page. */
export interface JsonSchema {
  $schema?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  [keyword: string]: unknown;
}

/** The key a site.json names its schema with; the loader drops it before validating. */
export const SCHEMA_KEY = '$schema';

/**
 * The JSON Schema of a site.json, from SiteConfig itself. Input, not output: an editor checks
 * what a dealer writes, where defaults may be left out. Draft 7, which every JSON editor knows.
 */
export function siteConfigJsonSchema(): JsonSchema {
  const generated = z.toJSONSchema(siteConfigSchema, {
    io: 'input',
    target: 'draft-7',
    // Refinements and transforms have no JSON Schema; the loader still enforces them.
    unrepresentable: 'any',
  }) as JsonSchema;
  const { $schema, properties, ...rest } = generated;
  return {
    $schema,
    title: 'Site settings (site.json)',
    ...rest,
    properties: {
      [SCHEMA_KEY]: {
        type: 'string',
        description: 'The JSON Schema of this file, for editors; the site ignores it.',
      },
      ...properties,
    },
  };
}
