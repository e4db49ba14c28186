import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { forwardRequest } from '../gateway/functions/proxy.ts';

// forwardRequest between a client and a stand-in for the Deno runner, for what the contract tests
// cannot make the real runner do: not answer, stop mid-answer, lose its client mid-answer.

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function listen(listener: RequestListener) {
  const server = createServer(listener);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** A gateway that forwards every request to `runnerPort`, answering 500 when nothing was forwarded. */
const gateway = (runnerPort: number) =>
  listen((request, response) => {
    forwardRequest(request, response, runnerPort, '/fn', { 'access-control-allow-origin': '*' }).catch(
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`not forwarded: ${error.message}`);
      },
    );
  });

test('a runner that does not answer: the request is refused with nothing answered, so the gateway answers', async () => {
  const closed = await listen(() => {});
  servers.pop()?.close();
  const response = await fetch(`http://127.0.0.1:${await gateway(closed)}/`, { method: 'POST', body: 'x' });
  expect(response.status).toBe(500);
  expect(await response.text()).toContain('ECONNREFUSED');
});

test('an answer the runner cuts short fails at the client instead of staying open', async () => {
  const runner = await listen((_, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('the start ');
    setTimeout(() => response.socket?.destroy(), 20);
  });
  const response = await fetch(`http://127.0.0.1:${await gateway(runner)}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = response.text().then(
    () => 'ended as if whole',
    () => 'failed',
  );
  const waited = new Promise((resolve) => setTimeout(() => resolve('still open after 2 s'), 2000));
  expect(await Promise.race([body, waited])).toBe('failed');
});

/** A runner that reports when its client's connection closes; it answers, slowly, only if `answers`. */
async function watchedRunner(answers: boolean) {
  let closed: () => void = () => {};
  const connectionClosed = new Promise<string>((resolve) => {
    closed = () => resolve('closed');
  });
  let received: () => void = () => {};
  const requestReceived = new Promise<void>((resolve) => {
    received = resolve;
  });
  const port = await listen((request, response) => {
    received();
    const ticking = answers ? setInterval(() => response.write('tick '), 10) : setInterval(() => {}, 1000);
    if (answers) response.writeHead(200, { 'content-type': 'text/plain' });
    request.socket.on('close', () => {
      clearInterval(ticking);
      closed();
    });
  });
  return { port, requestReceived, connectionClosed };
}

const within2s = (closed: Promise<string>) =>
  Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open after 2 s'), 2000))]);

test('a client gone before the runner answered, or mid-answer, ends the request to the runner', async () => {
  const waiting = await watchedRunner(false);
  const abortWaiting = new AbortController();
  const unanswered = fetch(`http://127.0.0.1:${await gateway(waiting.port)}/`, {
    signal: abortWaiting.signal,
  });
  unanswered.catch(() => {});
  await waiting.requestReceived;
  abortWaiting.abort();
  expect(await within2s(waiting.connectionClosed)).toBe('closed');

  const answering = await watchedRunner(true);
  const abortAnswering = new AbortController();
  const response = await fetch(`http://127.0.0.1:${await gateway(answering.port)}/`, {
    signal: abortAnswering.signal,
  });
  await response.body?.getReader().read();
  abortAnswering.abort();
  expect(await within2s(answering.connectionClosed)).toBe('closed');
});
