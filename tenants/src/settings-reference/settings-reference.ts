import { SCHEMA_KEY, type JsonSchema } from './site-config-json-schema.js';

/**
 * The settings reference page (SETTINGS.md), written from the JSON Schema of site.json so it can
 * never say something the loader does not do: one section per group of settings, one row per
 * setting with its path, type, default and description.
 */

export interface SettingRow {
  /** Dotted path as written in site.json; `[]` marks an entry of a list, `{key}` one of a map. */
  path: string;
  type: string;
  /** The default as JSON, or null when the setting has none (required, or optional). */
  default: string | null;
  required: boolean;
  description: string;
}

export interface SettingsSection {
  /** The top-level key, or null for the site's own top-level settings. */
  key: string | null;
  description: string;
  rows: SettingRow[];
}

const NULL_SCHEMA = (s: JsonSchema) => s.type === 'null';

/** The variants of a union, without a `null` one (shown as "or null" in the type). */
function variants(schema: JsonSchema): JsonSchema[] {
  return (schema.oneOf ?? schema.anyOf ?? []).filter((s) => !NULL_SCHEMA(s));
}

function isNullable(schema: JsonSchema): boolean {
  return (schema.oneOf ?? schema.anyOf ?? []).some(NULL_SCHEMA);
}

function isObject(schema: JsonSchema): boolean {
  return schema.type === 'object' && schema.properties !== undefined;
}

function isMap(schema: JsonSchema): boolean {
  return schema.type === 'object' && schema.properties === undefined;
}

/** A short type as a dealer reads it: `true or false`, `"spin" or "images"`, `list of text` … */
export function typeName(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' or ');
  const union = variants(schema);
  if (union.length > 0) {
    const names = union.map((variant) =>
      isObject(variant) && variant.properties?.kind?.const !== undefined
        ? `object (kind ${JSON.stringify(variant.properties.kind.const)})`
        : typeName(variant),
    );
    return [...new Set(names)].join(' or ') + (isNullable(schema) ? ' or null' : '');
  }
  switch (schema.type) {
    case 'boolean':
      return 'true or false';
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'string':
      return schema.format === 'uri' ? 'address' : schema.format === 'email' ? 'e-mail' : 'text';
    case 'array':
      return `list of ${schema.items ? typeName(schema.items) : 'values'}`;
    case 'object': {
      if (!isMap(schema)) return 'object';
      const key = schema.propertyNames ? typeName(schema.propertyNames) : 'text';
      const value =
        typeof schema.additionalProperties === 'object'
          ? typeName(schema.additionalProperties)
          : 'value';
      return `map of ${key} → ${value}`;
    }
    default:
      return 'value';
  }
}

/** The rows of one setting and of every setting inside it, depth first in the schema's order. */
function rowsOf(
  path: string,
  schema: JsonSchema,
  required: boolean,
  condition: string | null,
): SettingRow[] {
  const described = schema.description ?? '';
  const row: SettingRow = {
    path,
    type: typeName(schema),
    default: schema.default === undefined ? null : JSON.stringify(schema.default),
    required,
    description: condition ? `(${condition}) ${described}` : described,
  };
  return [row, ...childRows(path, schema)];
}

function childRows(path: string, schema: JsonSchema): SettingRow[] {
  if (isObject(schema)) {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties!).flatMap(([key, child]) =>
      rowsOf(`${path}.${key}`, child, required.has(key), null),
    );
  }
  if (schema.type === 'array' && schema.items) return childRows(`${path}[]`, schema.items);
  if (isMap(schema) && typeof schema.additionalProperties === 'object') {
    return childRows(`${path}.{key}`, schema.additionalProperties);
  }
  const union = variants(schema);
  if (union.length === 1) return childRows(path, union[0]!);
  // A union of objects told apart by `kind`: each variant's settings, saying which kind they need.
  return union.flatMap((variant) => {
    const kind = variant.properties?.kind?.const;
    if (!isObject(variant) || kind === undefined) return [];
    const required = new Set(variant.required ?? []);
    return Object.entries(variant.properties!)
      .filter(([key]) => key !== 'kind')
      .flatMap(([key, child]) =>
        rowsOf(`${path}.${key}`, child, required.has(key), `kind ${JSON.stringify(kind)}`),
      );
  });
}

/** The settings grouped by top-level key; the top-level values themselves come first. */
export function settingsSections(schema: JsonSchema): SettingsSection[] {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).filter(([key]) => key !== SCHEMA_KEY);
  const grouped = (child: JsonSchema) =>
    isObject(child) || variants(child).some(isObject) || child.oneOf !== undefined;
  const site: SettingsSection = {
    key: null,
    description: schema.description ?? '',
    rows: entries
      .filter(([, child]) => !grouped(child))
      .flatMap(([key, child]) => rowsOf(key, child, required.has(key), null)),
  };
  const groups = entries
    .filter(([, child]) => grouped(child))
    .map(([key, child]) => ({
      key,
      description: child.description ?? '',
      rows: rowsOf(key, child, required.has(key), null).slice(1),
    }));
  return [site, ...groups];
}

/** A table cell: one line, pipes escaped, `<slug>` shown rather than read as HTML. */
function cell(text: string): string {
  return text
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/\s*\n\s*/g, ' ');
}

/** Long defaults (lists of questions, the menu) are in the schema; the table says so. */
const MAX_DEFAULT_LENGTH = 60;

function defaultCell(row: SettingRow): string {
  if (row.default === null) return row.required ? '**required**' : '';
  if (row.default.length > MAX_DEFAULT_LENGTH) return '(see the schema)';
  return `\`${row.default}\``;
}

export function settingsReferenceMarkdown(schema: JsonSchema): string {
  const lines = [
    '# Site settings',
    '',
    '<!-- Generated from SiteConfig (tenants/src/site-config.schema.ts) by `pnpm settings:docs`; do not edit. -->',
    '',
    'Every setting of a site’s `site.json`. A setting left out takes its default. The same',
    'descriptions, types and defaults are in `site-config.schema.json`, which each `site.json`',
    'names in its `$schema` key so an editor completes and checks it. Rules across settings (a',
    'range’s min not above its max, a default sort among the sort options …) are checked when the',
    'sites load.',
  ];
  for (const section of settingsSections(schema)) {
    lines.push('', `## ${section.key === null ? 'Site' : `\`${section.key}\``}`, '');
    if (section.description) lines.push(section.description, '');
    lines.push('| Setting | Type | Default | Description |', '| --- | --- | --- | --- |');
    for (const row of section.rows) {
      lines.push(
        `| \`${cell(row.path)}\` | ${cell(row.type)} | ${cell(defaultCell(row))} | ${cell(row.description)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
