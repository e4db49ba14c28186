/**
 * A local stand-in for an OpenAI-compatible chat server on loopback, for tests of the model path:
 * each request gets the next scripted reply; the requests are kept for assertions.
 */

export interface FakeUsage {
  promptTokens: number;
  completionTokens: number;
}

export type FakeReply = {
  status?: number;
  content?: string;
  delayMs?: number;
  headers?: Record<string, string>;
  /** The error body of a failure, as OpenAI words it (e.g. type and code 'insufficient_quota'). */
  error?: { message?: string; type?: string; code?: string };
  /** This reply's billed tokens, instead of the server's default. */
  usage?: FakeUsage;
};

export async function withFakeModelServer(
  replies: FakeReply[],
  run: (baseURL: string, requests: unknown[]) => Promise<void>,
  usage: FakeUsage = { promptTokens: 100, completionTokens: 50 },
) {
  const requests: unknown[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    requests.push(await request.json().catch(() => null));
    const reply = replies.shift() ?? { status: 500 };
    // Longer than the client's timeout; short, so shutting the server down does not wait long.
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.status && reply.status !== 200) {
      return Response.json(
        { error: { message: 'scripted failure', type: 'server_error', ...reply.error } },
        { status: reply.status, headers: reply.headers },
      );
    }
    return Response.json({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'fake-model',
      choices: [
        { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content ?? '' } },
      ],
      usage: {
        prompt_tokens: (reply.usage ?? usage).promptTokens,
        completion_tokens: (reply.usage ?? usage).completionTokens,
        total_tokens: (reply.usage ?? usage).promptTokens + (reply.usage ?? usage).completionTokens,
      },
    });
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}/v1`, requests);
  } finally {
    await server.shutdown();
  }
}
