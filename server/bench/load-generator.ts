// The HTTP load generator of bench:api, in its own process: it must not share the server's event loop (on this
// 2-core machine the server gets one core, autocannon the other). Started by api.bench.ts with fork(); it gets
// { url, tokens, write, connections, seconds, tasks } as its first message and answers with the autocannon
// result's figures.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  tokens: string[];
  write: boolean;
  connections: number;
  seconds: number;
  /** Day 1's task ids: the writes toggle them, user by user. */
  tasks: string[];
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function load({ url, tokens, write, connections, seconds, tasks }: LoadRequest): Promise<autocannon.Result> {
  let next = 0;
  const completed = new Map<string, boolean>();
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: write ? 'POST' : 'GET',
        path: write ? '/api/progress/task' : '/api/progress',
        setupRequest: (request) => {
          const index = next++;
          const token = tokens[index % tokens.length] ?? '';
          const headers = { ...request.headers, Authorization: `Bearer ${token}` };
          if (!write) return { ...request, headers };
          const taskId = tasks[Math.floor(index / tokens.length) % tasks.length] ?? 'day1-1';
          const key = `${token}:${taskId}`;
          const value = !(completed.get(key) ?? false);
          completed.set(key, value);
          return {
            ...request,
            headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
            body: JSON.stringify({ dayNumber: 1, taskId, completed: value }),
          };
        },
      },
    ],
  });
}

process.once('message', (request: LoadRequest) => {
  void load(request).then((result) => {
    const answer: LoadResult = {
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    process.send?.(answer, () => process.exit(0));
  });
});
