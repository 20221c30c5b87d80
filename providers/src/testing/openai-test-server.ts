import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the slice of the OpenAI API our adapters use (chat completions, speech,
 * models), so the adapters run through the real SDK: its retries, timeouts and error classes included.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  bytes?: Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (longer than the client's timeout makes it time out). */
  delayMs?: number;
  /**
   * A queued reply answers the first request to this path. Without it, the first request that is not a
   * moderation check (which the AI adapter sends before a model call): queued replies are meant for the model.
   */
  path?: string;
}

export const MODERATION_PATH = '/v1/moderations';

const answers = (reply: Reply, request: RecordedRequest) =>
  reply.path === undefined ? request.path !== MODERATION_PATH : request.path === reply.path;

export type Handler = (request: RecordedRequest) => Reply;

export interface OpenAiTestServer {
  /** Pass as the SDK's baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Replies used, in order, before the default handler (see Reply.path). */
  enqueue(...replies: Reply[]): void;
  setHandler(handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`, as the API returns it. */
export function chatCompletion(
  content: string | null,
  overrides: { refusal?: string; finishReason?: string; model?: string } = {},
): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: overrides.model ?? 'gpt-test',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: overrides.refusal ?? null },
        logprobs: null,
        finish_reason: overrides.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** A moderation answer for `inputs`, the `flagged` categories set on every result (none: nothing flagged). */
export function moderationResult(inputs: readonly string[], flagged: readonly string[] = []): unknown {
  const categoryNames = [
    'harassment',
    'harassment/threatening',
    'hate',
    'hate/threatening',
    'illicit',
    'illicit/violent',
    'self-harm',
    'self-harm/intent',
    'self-harm/instructions',
    'sexual',
    'sexual/minors',
    'violence',
    'violence/graphic',
  ];
  const categories = Object.fromEntries(categoryNames.map((name) => [name, flagged.includes(name)]));
  const scores = Object.fromEntries(
    categoryNames.map((name) => [name, flagged.includes(name) ? 0.97 : 0.001]),
  );
  const appliedTypes = Object.fromEntries(categoryNames.map((name) => [name, ['text']]));
  return {
    id: 'modr-test',
    model: 'omni-moderation-latest',
    results: inputs.map(() => ({
      flagged: flagged.length > 0,
      categories,
      category_scores: scores,
      category_applied_input_types: appliedTypes,
    })),
  };
}

/** The texts a moderation request asked about. */
export function moderationInputs(request: RecordedRequest): string[] {
  const input = (request.body as { input?: unknown } | undefined)?.input;
  if (typeof input === 'string') return [input];
  return Array.isArray(input) ? input.filter((item): item is string => typeof item === 'string') : [];
}

export const openAiError = (status: number, message: string): Reply => ({
  status,
  json: { error: { message, type: 'test_error', param: null, code: null } },
  // The SDK honours retry-after-ms: keep the tests' retries fast.
  headers: { 'retry-after-ms': '5' },
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, reply: Reply) {
  if (response.destroyed) return;
  const headers = { ...reply.headers };
  if (reply.bytes) {
    response.writeHead(reply.status ?? 200, {
      'content-type': reply.contentType ?? 'audio/mpeg',
      ...headers,
    });
    response.end(Buffer.from(reply.bytes));
    return;
  }
  response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(reply.json ?? {}));
}

export async function startOpenAiTestServer(defaultHandler: Handler): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  let handler = defaultHandler;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    void (async () => {
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: await readBody(request),
      };
      requests.push(recorded);
      const queued = queue.findIndex((reply) => answers(reply, recorded));
      const reply = queued === -1 ? handler(recorded) : (queue.splice(queued, 1)[0] ?? handler(recorded));
      if (!reply.delayMs) {
        send(response, reply);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, reply);
      }, reply.delayMs);
      timers.add(timer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setHandler: (next) => {
      handler = next;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      handler = defaultHandler;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
