// The HTTP load generator of bench:api, in its own process: it must not share the server's event loop (on this
// 2-core machine the server gets one core, autocannon the other). Started by api.bench.ts with fork(); it gets
// { url, tokens, write, connections, seconds, tasks } as its first message and answers with the autocannon
// result's figures. With several `urls` (server instances on one database) it routes the requests round-robin
// (connections spread over the instances, each request taken by whichever connection is free: a subscriber's
// writes land on any instance, as behind a round-robin balancer) or pinned (subscriber i always on instance i mod n,
// as behind a balancer with affinity).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  /** Several instances of the server on one database; `url` is then ignored. */
  urls?: string[];
  routing?: 'round-robin' | 'pinned';
  tokens: string[];
  write: boolean;
  connections: number;
  seconds: number;
  /** Day 1's task ids: the writes toggle them, user by user. */
  tasks: string[];
  /** The first request's index: a run that follows another (its warm-up) goes on toggling where it stopped. */
  firstIndex: number;
  /** Pinned: the first index of each instance's run (its `issuedPerRun` of the run before). */
  firstIndexes?: number[];
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
  /** Pinned: how many requests each instance's run built (the next run's firstIndexes). */
  issuedPerRun: number[];
  /** Answers by status code (200, 409, 503…). */
  statuses: Record<string, number>;
  /** Connection errors and timeouts (no answer at all). */
  failures: number;
}

function load(
  { tokens, write, connections, seconds, tasks, firstIndex }: LoadRequest,
  counter: { issued: number },
  /** The users this run sends for (all by default), and how request numbers map onto them. */
  users: { indexes: number[] } | undefined,
  urls: string | string[],
): Promise<autocannon.Result> {
  let next = firstIndex;
  const userOf = (index: number) => (users ? (users.indexes[index % users.indexes.length] ?? 0) : index);
  return autocannon({
    // autocannon takes an array too (connection i goes to urls[i mod n]); its types only say string.
    url: urls as string,
    connections,
    duration: seconds,
    requests: [
      {
        method: write ? 'POST' : 'GET',
        path: write ? '/api/progress/task' : '/api/progress',
        setupRequest: (request) => {
          const index = next++;
          counter.issued++;
          // The request number as the toggling below sees it: with users pinned to instances, each instance's
          // run numbers its own users' requests, user by user, as the single run does for all of them.
          const user = userOf(index);
          const token = tokens[user % tokens.length] ?? '';
          const headers = { ...request.headers, Authorization: `Bearer ${token}` };
          if (!write) return { ...request, headers };
          // Request i ticks task ⌊i / users⌋ mod tasks of user i mod users, on even rounds, and unticks it on odd
          // ones: each write changes the journey, across runs too.
          const perUser = users ? users.indexes.length : tokens.length;
          const taskId = tasks[Math.floor(index / perUser) % tasks.length] ?? 'day1-1';
          const value = Math.floor(index / (perUser * tasks.length)) % 2 === 0;
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

/** The runs of one request: one autocannon over every url, or with pinning one per instance, side by side. */
async function run(request: LoadRequest, counters: { issued: number }[]): Promise<autocannon.Result[]> {
  const urls = request.urls ?? [request.url];
  if (urls.length === 1 || request.routing !== 'pinned') {
    const counter = { issued: 0 };
    counters.push(counter);
    return [await load(request, counter, undefined, urls.length === 1 ? (urls[0] ?? request.url) : urls)];
  }
  // Instance k gets the users i with i mod n = k and its share of the connections.
  return Promise.all(
    urls.map((url, k) => {
      const indexes = request.tokens.map((_, i) => i).filter((i) => i % urls.length === k);
      const connections =
        Math.floor(request.connections / urls.length) + (k < request.connections % urls.length ? 1 : 0);
      const counter = { issued: 0 };
      counters.push(counter);
      const firstIndex = request.firstIndexes?.[k] ?? 0;
      return load({ ...request, connections, firstIndex }, counter, { indexes }, url);
    }),
  );
}

process.once('message', (request: LoadRequest) => {
  const started = process.cpuUsage();
  const startedAt = performance.now();
  const counters: { issued: number }[] = [];
  void run(request, counters).then((results) => {
    const used = process.cpuUsage(started);
    const statuses: Record<string, number> = {};
    for (const result of results)
      for (const [status, { count }] of Object.entries(
        result.statusCodeStats as Record<string, { count: number }>,
      ))
        statuses[status] = (statuses[status] ?? 0) + count;
    const total = results.reduce((sum, result) => sum + result.requests.average, 0);
    const weighted = (pick: (result: autocannon.Result) => number) =>
      total > 0
        ? results.reduce((sum, result) => sum + pick(result) * result.requests.average, 0) / total
        : 0;
    const answer: LoadResult = {
      perSecond: total,
      // Several runs side by side (pinned): their percentiles weighted by throughput, an approximation.
      p50: results.length === 1 ? (results[0]?.latency.p50 ?? 0) : Math.round(weighted((r) => r.latency.p50)),
      p99: results.length === 1 ? (results[0]?.latency.p99 ?? 0) : Math.round(weighted((r) => r.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
      generatorCore: (used.user + used.system) / 1000 / (performance.now() - startedAt),
      issued: counters.reduce((sum, counter) => sum + counter.issued, 0),
      issuedPerRun: counters.map((counter) => counter.issued),
      statuses,
      failures: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    };
    process.send?.(answer, () => process.exit(0));
  });
});
