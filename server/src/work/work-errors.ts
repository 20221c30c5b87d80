/** Refused at once: the work queue is full. `retryAfterSeconds` is what the jobs ahead should take. */
export class WorkQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('fila de trabalho cheia');
    this.name = 'WorkQueueFullError';
  }
}

/** What a caller who left (its AbortSignal fired) is rejected with. */
export const abortedError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('Pedido cancelado.', 'AbortError');

/** The pt-BR words of a full queue, for any route whose work waits on it. */
export const busyHint = (error: WorkQueueFullError) =>
  `Muitos áudios estão sendo preparados agora. Tente de novo em ${error.retryAfterSeconds} segundos.`;
