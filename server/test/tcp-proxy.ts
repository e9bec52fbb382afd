import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore: cutting resets every open connection
 * and refuses new ones, as a database restart or a network failure would, without touching the shared
 * server other people's tests run on.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const stop = async () => {
    const closing = new Promise((resolve) => server?.close(resolve));
    for (const s of sockets) s.resetAndDestroy();
    await closing;
  };

  await listen();
  return {
    port,
    /** Every open connection reset, new ones refused. */
    cut: stop,
    /** Accepting again on the same port. */
    restore: listen,
    close: stop,
  };
}
