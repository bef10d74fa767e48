import { request } from 'node:http';

export interface GetAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Fetches a site's address from the test's own process without following redirects:
 * `<site>.localhost` resolves in Chromium only, so the request goes to the loopback with the
 * site's Host header (as post-form.ts does).
 */
export function getPage(siteOrigin: string, path: string): Promise<GetAnswer> {
  const origin = new URL(siteOrigin);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: origin.port,
        path,
        method: 'GET',
        headers: { host: origin.host, accept: 'text/html,*/*' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
