import type { Random } from './random.ts';

/** The app's own request function: `app.request` of the Hono app, in process, as the tests call it. */
export type Fetcher = (path: string, init: RequestInit) => Response | Promise<Response>;

export interface Answer {
  status: number;
  body: unknown;
}

/** Counted over the whole run, for the summary. */
export interface SeedCounters {
  requests: number;
  resends: number;
}

/** An answer the seed did not plan for: the real rules refused a journey the seed thought valid. */
class UnexpectedAnswer extends Error {
  constructor(method: string, path: string, answer: Answer, expected: readonly number[]) {
    super(
      `${method} ${path}: ${answer.status} (esperava ${expected.join(' ou ')}) ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
}

export async function send(
  fetcher: Fetcher,
  counters: SeedCounters,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  expected: readonly number[] = [200, 201],
): Promise<Answer> {
  counters.requests++;
  const response = await fetcher(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  const answer: Answer = {
    status: response.status,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  };
  if (!expected.includes(answer.status)) throw new UnexpectedAnswer(method, path, answer, expected);
  return answer;
}

/** A write the subscriber's phone sent, kept so the outbox can send it again, late, with the same key. */
interface SentWrite {
  method: string;
  path: string;
  body: unknown;
  key: string;
  status: number;
}

/** A signed-in subscriber's side of the API: bearer token, a fresh Idempotency-Key per action, resends. */
export interface SubscriberApi {
  /** A write with a new Idempotency-Key; `resendable` writes may be sent again later by resendLate. */
  write(method: string, path: string, body: unknown, options?: { resendable?: boolean }): Promise<unknown>;
  read(path: string): Promise<unknown>;
  /** An offline resend: one earlier write, same body and key, arriving late. Answers as the first time. */
  resendLate(): Promise<void>;
}

export function subscriberApi(
  fetcher: Fetcher,
  counters: SeedCounters,
  token: string,
  random: Random,
): SubscriberApi {
  const auth = { Authorization: `Bearer ${token}` };
  const sent: SentWrite[] = [];
  return {
    async write(method, path, body, { resendable = true } = {}) {
      const key = random.uuid();
      const answer = await send(fetcher, counters, method, path, body, { ...auth, 'Idempotency-Key': key });
      if (resendable) sent.push({ method, path, body, key, status: answer.status });
      return answer.body;
    },
    async read(path) {
      return (await send(fetcher, counters, 'GET', path, undefined, auth)).body;
    },
    async resendLate() {
      if (sent.length === 0) return;
      const write = random.pick(sent);
      counters.resends++;
      await send(
        fetcher,
        counters,
        write.method,
        write.path,
        write.body,
        { ...auth, 'Idempotency-Key': write.key },
        [write.status],
      );
    },
  };
}
