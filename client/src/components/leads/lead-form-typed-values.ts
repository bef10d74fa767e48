import { leadFormPostOf } from '@forecourt/schema/leads/lead-form-post';
import { restorableValues, type LeadFormDefaults } from './lead-form-values';
import type { PostedFields } from './typed-before-code';

/**
 * What the shopper changed in the server-rendered form of this kind (`LeadFormKind`) before its
 * code arrived: its fields, read back as the server reads a posted form, that differ from what the
 * server rendered. Empty when the page had no such form.
 */
export function typedValuesOf(
  forms: readonly PostedFields[],
  kind: string,
  rendered: LeadFormDefaults,
): LeadFormDefaults {
  const post = forms.map((fields) => leadFormPostOf(fields)).find((posted) => posted.form === kind);
  if (!post) return {};
  const values = restorableValues(rendered, post.values);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        JSON.stringify(value) !== JSON.stringify(rendered[name as keyof LeadFormDefaults]),
    ),
  ) as LeadFormDefaults;
}
