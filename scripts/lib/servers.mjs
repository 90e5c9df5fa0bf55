// Starting and stopping the servers the tools run in their own process (test rigs, the chaos site,
// the load run's stoppable origin, the field demo).

/**
 * Listens on `port` (loopback unless `host` says otherwise); resolves to the server.
 * @template {import('node:net').Server} S
 * @param {S} server
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<S>}
 */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail); // a server listened on again must not pile up listeners
      done(server);
    });
  });
}

/**
 * Closes a server with its open connections (an HTTP server's; a bare TCP server's are the caller's).
 * @param {import('node:http').Server | import('node:net').Server} server
 * @returns {Promise<void>}
 */
export function close(server) {
  if ('closeAllConnections' in server) server.closeAllConnections();
  return new Promise((done) => server.close(() => done(undefined)));
}
