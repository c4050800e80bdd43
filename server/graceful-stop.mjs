// @ts-check
/**
 * The stop of server/serve.mjs: on the first signal the server answers the requests in hand and exits.
 * @param {import('node:http').Server} server
 * @param {{ drainTimeoutMs: number }} options
 */
export function gracefulStop(server, { drainTimeoutMs }) {
  let stopping = false;
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('connection', 'close');
  });
  return {
    get stopping() {
      return stopping;
    },
    /** @param {() => void} onClosed */
    stop(onClosed) {
      stopping = true;
      server.close(() => onClosed());
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      setTimeout(() => {
        clearInterval(idle);
        server.closeAllConnections();
      }, drainTimeoutMs).unref();
    },
  };
}
