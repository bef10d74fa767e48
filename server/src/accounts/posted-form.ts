import {
  isSignInType,
  sitePathOrNull,
  type SignInTarget,
} from '@forecourt/schema/accounts/sign-in-path';
import { postedFromSameOrigin } from '../web/lead-form-post.js';
import { firstOfEach, formFieldsWithin } from '../http/posted-form-fields.js';

/**
 * Reading a sign-in form posted without JavaScript: only from a page of this very origin (a
 * cross-site form post is refused, so no other website signs a shopper in or out), only as an
 * HTML form, and small.
 */

/** The sign-in forms carry a few short fields. */
export const MAX_ACCOUNT_FORM_BYTES = 8 * 1024;
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const plainResponse = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  });

/** A redirect after a post (303) or for a page (302), never stored by a cache. */
export function redirectTo(location: string, status: 302 | 303, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status, headers });
}

/** The posted fields (text only, first of each name), or the response refusing the post. */
export async function readPostedForm(request: Request): Promise<Map<string, string> | Response> {
  if (request.method !== 'POST') {
    return plainResponse(405, 'This address takes the sign-in forms, sent with POST.', {
      allow: 'POST',
    });
  }
  if (!postedFromSameOrigin(request)) {
    return plainResponse(
      403,
      'This form was sent from another website, so it was not taken. Please use the dealer’s own sign-in page.',
    );
  }
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!FORM_CONTENT_TYPES.includes(contentType.toLowerCase())) {
    return plainResponse(
      415,
      `Send this form as an HTML form (${FORM_CONTENT_TYPES.join(' or ')}).`,
    );
  }
  const fields = await formFieldsWithin(request, MAX_ACCOUNT_FORM_BYTES);
  if (fields === 'too large') {
    return plainResponse(413, `This form is at most ${MAX_ACCOUNT_FORM_BYTES} bytes.`);
  }
  if (fields === 'unreadable') {
    return plainResponse(400, 'This form’s fields could not be read. Please send it again.');
  }
  return firstOfEach(fields);
}

/** The sign-in target a form or a page address carries: its type, redirect and back. */
export function targetOf(read: (name: string) => string | null | undefined): Partial<SignInTarget> {
  const type = read('type');
  return {
    type: isSignInType(type) ? type : undefined,
    redirect: sitePathOrNull(read('redirect')),
    back: sitePathOrNull(read('back')),
  };
}
