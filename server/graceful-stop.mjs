// @ts-check
import { Server as NetServer } from 'node:net';

/**
 * The stop of server/serve.mjs (SIGTERM from systemd on a restart, Ctrl-C): the requests in hand are
 * answered, no new connection is taken, and no request sent on a connection the server still holds is
 * reset. docs/decisions/0141-keep-alive-on-stop.md.
 *
 * A connection whose last answer went out is idle to Node, but its client (nginx's upstream keep-alive
 * pool, a browser) may be sending the next request at that moment: closing it then (Node's
 * `closeIdleConnections`, which `server.close()` calls itself since Node 19) resets that request, and nginx
 * answers a POST it cannot retry with 502. Only the client can close such a connection without that race.
 * So once stopped:
 * - the listener closes at once (net.Server's close, without http.Server's close of the idle connections);
 * - every answer still to go out, and every request that arrives on a connection already open, is sent
 *   with `Connection: close`, after which Node closes that connection: the client was told, so nothing
 *   more comes on it;
 * - idle connections stay open, for the client to use (and be told) or close; nginx closes its idle
 *   upstream connections after `keepalive_timeout` (deploy/nginx: 5 s, under the drain timeout);
 * - at the drain timeout whatever is still open is closed, and the server exits once every connection
 *   is gone.
 * @param {import('node:http').Server} server
 * @param {{ drainTimeoutMs: number }} options
 */
export function gracefulStop(server, { drainTimeoutMs }) {
  let stopping = false;
  /** Answers whose headers have not gone out yet: told to close when the stop comes. */
  /** @type {Set<import('node:http').ServerResponse>} */
  const pending = new Set();
  // before the site's own listener, which may answer at once (a stored page)
  server.prependListener('request', (_req, res) => {
    if (stopping) {
      res.setHeader('connection', 'close');
      return;
    }
    pending.add(res);
    const settle = () => pending.delete(res);
    res.once('finish', settle);
    res.once('close', settle);
  });
  return {
    get stopping() {
      return stopping;
    },
    /** Starts the stop; `onClosed` runs once the last connection is gone. @param {() => void} onClosed */
    stop(onClosed) {
      stopping = true;
      for (const res of pending) if (!res.headersSent) res.setHeader('connection', 'close');
      pending.clear();
      NetServer.prototype.close.call(server, () => onClosed());
      setTimeout(() => server.closeAllConnections(), drainTimeoutMs).unref();
    },
    /** A second signal: every connection is closed now. */
    stopNow() {
      stopping = true;
      server.closeAllConnections();
    },
  };
}
