import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** What a drain did: requests answered after it began, and how long it took until the last connection closed. */
interface DrainFigures {
  finished: number;
  ms: number;
}

/** What is still open on the server: connections, and each request in flight as "METHOD /path (ms)". */
interface OpenWork {
  connections: number;
  requests: string[];
}

export interface HttpDrain {
  /**
   * Stops accepting connections, answers every request still in flight (and any that arrives on a socket already
   * open) with `Connection: close`, closes keep-alive sockets that stay idle, and resolves once the last one closed.
   */
  drain(): Promise<DrainFigures>;
  open(): OpenWork;
}

/**
 * A keep-alive socket counts as idle once it has had no request for this long. A client under load sends its next
 * request within a millisecond or two of an answer: closing its socket in that gap resets a request already on the
 * wire (ECONNRESET, the write's outcome unknown to the client). Waiting this long gives it an answer with
 * `Connection: close` instead; a socket quiet for longer is a client with nothing to send.
 */
const IDLE_MS = 200;
const CHECK_MS = 50;

interface SocketState {
  requests: number;
  lastActive: number;
}

/**
 * Tracks the sockets and requests of a node HTTP server so it can be drained under keep-alive load. `server.close()`
 * alone never ends while clients keep sending on their open sockets: each new request keeps its socket alive.
 */
export function trackHttpServer(server: Server): HttpDrain {
  const sockets = new Map<Socket, SocketState>();
  const inFlight = new Map<ServerResponse, { method: string; path: string; started: number }>();
  let draining: { started: number; finished: number } | undefined;

  const closeAfter = (res: ServerResponse) => {
    // Node ends the socket after a response that says Connection: close.
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else
      res.once('finish', () => {
        res.socket?.end();
      });
  };

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { requests: 0, lastActive: performance.now() });
    socket.once('close', () => {
      sockets.delete(socket);
    });
  });
  // Before the app's own listener, so the header is set before the app writes its head.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = sockets.get(req.socket);
    if (socket) socket.requests++;
    inFlight.set(res, {
      method: req.method ?? '?',
      path: (req.url ?? '').split('?')[0] ?? '',
      started: performance.now(),
    });
    if (draining) closeAfter(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (socket) {
        socket.requests--;
        socket.lastActive = performance.now();
      }
      if (draining && res.writableFinished) draining.finished++;
    });
  });

  // From a timer, the check waits for setImmediate: after a long synchronous stretch (PGlite runs in this thread)
  // the timers run before the poll phase reads what arrived meanwhile, and a socket whose next request is already
  // in the kernel's buffer would look idle. By the check phase it has been read and counts as a request.
  const closeIdle = () => {
    setImmediate(() => {
      const now = performance.now();
      for (const [socket, state] of sockets)
        if (state.requests === 0 && now - state.lastActive >= IDLE_MS) socket.destroy();
    });
  };

  return {
    drain() {
      if (draining) throw new Error('drain already started');
      const state = { started: performance.now(), finished: 0 };
      draining = state;
      for (const res of inFlight.keys()) closeAfter(res);
      return new Promise<DrainFigures>((resolve) => {
        const timer = setInterval(closeIdle, CHECK_MS);
        // net.Server's close, not http.Server's: that one would also close every socket idle at this instant,
        // including those whose client is sending its next request right now.
        NetServer.prototype.close.call(server, () => {
          clearInterval(timer);
          resolve({ finished: state.finished, ms: Math.round(performance.now() - state.started) });
        });
        closeIdle();
      });
    },
    open() {
      const now = performance.now();
      return {
        connections: sockets.size,
        requests: [...inFlight.values()].map(
          ({ method, path, started }) => `${method} ${path} (${Math.round(now - started)} ms)`,
        ),
      };
    },
  };
}
