import { bodyWithin } from './bounded-body.js';

/** Why a posted form was not read: larger than its limit, or not a form that parses. */
export type FormRefusal = 'too large' | 'unreadable';

/**
 * A posted HTML form's text fields in order (files are left out), read within `maxBytes`: a
 * declared length over it is refused before reading, and a body sent without one as it passes it.
 */
export async function formFieldsWithin(
  request: Request,
  maxBytes: number,
): Promise<[string, string][] | FormRefusal> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return 'too large';
  try {
    const body = await bodyWithin(request.body, maxBytes);
    if (body === null) return 'too large';
    const form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    return [...form.entries()].flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    );
  } catch {
    return 'unreadable';
  }
}

/** The first value of each field name. */
export function firstOfEach(fields: readonly [string, string][]): Map<string, string> {
  const first = new Map<string, string>();
  for (const [name, value] of fields) if (!first.has(name)) first.set(name, value);
  return first;
}
