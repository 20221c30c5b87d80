import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The app's Prometheus metrics, served at /metrics. One registry per process. */
export const metricsRegistry = new Registry();
/**
 * Node's own figures, among them the event loop's delay: detox_nodejs_eventloop_lag_{min,mean,p50,p90,p99,max}_seconds
 * come from perf_hooks.monitorEventLoopDelay sampling every EVENT_LOOP_SAMPLING_MS, reset at each scrape (so they
 * cover the time since the previous one). A sample is the sampling interval plus the delay: the budget of decision
 * 0024, a delay p99 of at most 20 ms, reads `detox_nodejs_eventloop_lag_p99_seconds - 0.010 <= 0.020`.
 */
const EVENT_LOOP_SAMPLING_MS = 10;
collectDefaultMetrics({
  register: metricsRegistry,
  prefix: 'detox_',
  eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLING_MS,
});

export const httpRequests = new Counter({
  name: 'detox_http_requests_total',
  help: 'HTTP requests by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'detox_http_request_duration_seconds',
  help: 'HTTP request latency by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const commandReplays = new Counter({
  name: 'detox_command_replays_total',
  help: 'Writes resent with an idempotency key already stored (offline outbox replays, retries): answered, not written.',
  registers: [metricsRegistry],
});

export const outboxReplays = new Counter({
  name: 'detox_outbox_replays_total',
  help: "Writes the app's offline outbox sent late (X-Queued-At header on a replay).",
  registers: [metricsRegistry],
});

export const outboxReplayLateness = new Histogram({
  name: 'detox_outbox_replay_lateness_seconds',
  help: 'How late an offline outbox replay arrived: server time minus the time the action was queued.',
  buckets: [1, 10, 60, 300, 1800, 3600, 6 * 3600, 24 * 3600, 7 * 24 * 3600],
  registers: [metricsRegistry],
});

export const groupCommitSize = new Histogram({
  name: 'detox_event_store_group_commit_appends',
  help: 'Appends that shared one transaction (group commit) on the SQL event store; 1 is not counted.',
  buckets: [2, 4, 8, 16, 32, 64, 128, 256],
  registers: [metricsRegistry],
});

export const projectionLag = new Gauge({
  name: 'detox_projection_lag_events',
  help: 'Events in the log after the projection checkpoint (capped at 10000); inline projections are always 0.',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

export const providerRequests = new Counter({
  name: 'detox_provider_requests_total',
  help: 'Calls to AI, TTS and mail providers by provider, operation and outcome.',
  labelNames: ['provider', 'operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const providerDuration = new Histogram({
  name: 'detox_provider_duration_seconds',
  help: 'Latency of AI, TTS and mail provider calls.',
  labelNames: ['provider', 'operation'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Times a provider call and counts it as ok or error. */
export async function measureProvider<T>(
  provider: string,
  operation: string,
  call: () => Promise<T>,
): Promise<T> {
  const stop = providerDuration.startTimer({ provider, operation });
  try {
    const result = await call();
    providerRequests.inc({ provider, operation, outcome: 'ok' });
    return result;
  } catch (error) {
    providerRequests.inc({ provider, operation, outcome: 'error' });
    throw error;
  } finally {
    stop();
  }
}

export const pushSends = new Counter({
  name: 'detox_push_sends_total',
  help: 'Web push reminders sent, by outcome: ok, gone (404/410: subscription removed) or error.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const inputRefusals = new Counter({
  name: 'detox_input_refused_total',
  help: 'API requests refused by input hygiene (docs/decisions/0012): body_text, body_depth, path, query or header.',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const kirvanoWebhookRefusals = new Counter({
  name: 'detox_kirvano_webhooks_refused_total',
  help: 'Kirvano notifications answered 400 (nothing stored), by reason: date_out_of_range, invalid_date, malformed…',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const heavyWorkJobs = new Counter({
  name: 'detox_heavy_work_jobs_total',
  help: 'Jobs of the work processes (speech, background loops) by kind and outcome: ok, error, aborted (the client left) or refused (queue full: 503).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const heavyWorkWaiting = new Gauge({
  name: 'detox_heavy_work_jobs',
  help: 'Jobs of the work processes now waiting in the queue or running.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const heavyWorkSeconds = new Histogram({
  name: 'detox_heavy_work_seconds',
  help: 'Time a worker-thread job waited in the queue (phase wait) and ran (phase run), by kind.',
  labelNames: ['kind', 'phase'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 2.5, 5, 10, 20, 40, 80, 160],
  registers: [metricsRegistry],
});
