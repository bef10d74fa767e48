/**
 * The header a web page sends with every GraphQL request to show that it runs code of a page
 * allowed to call the API. Another website cannot add a custom header to a request without the
 * browser first asking this server (a CORS preflight), which it refuses for origins the site does
 * not allow; forms and plain links cannot add headers at all. The name is graphql-yoga's, so
 * tools built for yoga already know it; any non-empty value will do.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** The value our own pages send. */
export const CSRF_HEADER_VALUE = 'forecourt';
