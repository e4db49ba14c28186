import { request } from 'node:http';

/**
 * A request to the local stack from another loopback address (127.0.0.2, 127.0.0.3…): the gateway
 * reports the address that connected, as hosted Supabase does, so this is another visitor. Headers
 * a client sends (X-Forwarded-For included) cannot say that.
 */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, text, headers: incoming.headers }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
