import { request } from 'node:http';

export interface PostAnswer {
  status: number;
  location: string | undefined;
  text: string;
}

/**
 * Posts an HTML form's fields to a site as a browser would (or would not) send them, from the
 * test's own process: `<site>.localhost` resolves in Chromium only, so the request goes to the
 * loopback with the site's Host header.
 */
export function postForm(
  siteUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<PostAnswer> {
  const url = new URL(siteUrl);
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: {
          host: url.host,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
