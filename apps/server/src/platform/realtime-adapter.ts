import type { Pool } from 'pg';
import { MessageType, type ClusterAdapterOptions, type ClusterMessage } from 'socket.io-adapter';
import { PostgresAdapter, type PostgresAdapterOptions } from '@socket.io/postgres-adapter';
// The adapter's own client of PostgreSQL's LISTEN/NOTIFY, which its createAdapter builds the same way (versions pinned).
// The file's own name: the built server (ESM, npm packages left external) resolves no extensionless path.
import { PubSubClient } from '@socket.io/postgres-adapter/dist/util.js';

/**
 * The PostgreSQL adapter sends every event through `pg_notify`, an extra statement per write that
 * also takes PostgreSQL's global notify lock at commit. The adapter's heartbeats tell each instance
 * of its peers (a starting instance announces itself at once), so an instance that knows of none
 * (its public `serverCount()` is 1) keeps its broadcasts local; heartbeats and requests still go
 * out. realtime.test.ts fails if a broadcast alone is published or a broadcast between instances
 * is not (docs/decisions.md, "Broadcasts stay local while an instance is alone").
 */
class PeerAwarePostgresAdapter extends PostgresAdapter {
  protected override async doPublish(message: ClusterMessage): Promise<string> {
    const alone = message.type === MessageType.BROADCAST && !message.data.requestId && (await this.serverCount()) === 1;
    return alone ? '' : super.doPublish(message);
  }
}

type Namespace = ConstructorParameters<typeof PostgresAdapter>[0];

/** The factory Socket.IO calls per namespace, as the adapter's own `createAdapter`, with the peer-aware adapter. */
export function peerAwarePostgresAdapter(pool: Pool, opts: PostgresAdapterOptions & ClusterAdapterOptions = {}) {
  const options: Required<PostgresAdapterOptions> = {
    channelPrefix: 'socket.io',
    tableName: 'socket_io_attachments',
    payloadThreshold: 8000,
    cleanupInterval: 30_000,
    errorHandler: () => undefined,
    ...opts,
  };
  const namespaces = new Map<string, PeerAwarePostgresAdapter>();
  const uidOf = (adapter: PeerAwarePostgresAdapter | undefined) => (adapter as unknown as { uid?: string } | undefined)?.uid;
  const client = new PubSubClient(
    pool,
    options,
    (message) => uidOf(namespaces.get(message.nsp)) === message.uid,
    (message) => namespaces.get(message.nsp)?.onMessage(message),
  );
  // Socket.IO calls the factory with `new`, so it must be a function, not an arrow.
  return function adapterOf(nsp: Namespace) {
    const adapter = new PeerAwarePostgresAdapter(nsp, opts, client);
    namespaces.set(nsp.name, adapter);
    client.addNamespace(nsp.name);
    const close = adapter.close.bind(adapter);
    adapter.close = () => {
      namespaces.delete(nsp.name);
      if (namespaces.size === 0) client.close();
      return close();
    };
    return adapter;
  };
}
