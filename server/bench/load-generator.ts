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
  /** The first request's index: a run that follows another (its warm-up) goes on toggling where it stopped. */
  firstIndex: number;
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The load generator's own CPU use over the run, as a share of one core (near 1: it may be the bottleneck). */
  generatorCore: number;
  /** How many requests it built: the next run's firstIndex. */
  issued: number;
}

function load(
  { url, tokens, write, connections, seconds, tasks, firstIndex }: LoadRequest,
  counter: { issued: number },
): Promise<autocannon.Result> {
  let next = firstIndex;
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
          counter.issued++;
          const token = tokens[index % tokens.length] ?? '';
          const headers = { ...request.headers, Authorization: `Bearer ${token}` };
          if (!write) return { ...request, headers };
          // Request i ticks task ⌊i / users⌋ mod tasks of user i mod users, on even rounds, and unticks it on odd
          // ones: each write changes the journey, across runs too.
          const taskId = tasks[Math.floor(index / tokens.length) % tasks.length] ?? 'day1-1';
          const value = Math.floor(index / (tokens.length * tasks.length)) % 2 === 0;
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
  const started = process.cpuUsage();
  const startedAt = performance.now();
  const counter = { issued: 0 };
  void load(request, counter).then((result) => {
    const used = process.cpuUsage(started);
    const answer: LoadResult = {
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      generatorCore: (used.user + used.system) / 1000 / (performance.now() - startedAt),
      issued: counter.issued,
    };
    process.send?.(answer, () => process.exit(0));
  });
});
