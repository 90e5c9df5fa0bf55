// Servers a test starts for itself (a remote on another origin, a host with its own remotes.json).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on a free loopback port; resolves to the port. */
export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Stops a server now. `close()` alone waits for every open connection, and the test's page still
 * holds some (keep-alive, a prefetch in flight): that wait once outlasted the test's timeout.
 */
export const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
