import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface Listener {
  /** False while not connected: a message sent meanwhile may have been missed. */
  listening(): boolean;
  /**
   * Resolves once every listener of this channel, on every server, has handled every message
   * committed before the call (a second at most: a listener that does not answer is not waited
   * for longer). A change that other servers keep in memory is seen by all of them after it.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;
const SYNC_WAIT_MS = 1_000;
// Our own messages on the channel; a learner id or session key never starts with '~'.
export const SYNC = '~sync:';
export const ACK = '~ack:';
/** How a listening connection names itself in pg_stat_activity once it listens. */
export const listenerName = (channel: string, id: string) => `${channel}:${id}`;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to queries),
 * and connects again after any failure for as long as it is open.
 *
 * `sync` is a barrier across servers. PostgreSQL hands each listening connection the messages in
 * the order their transactions committed, so a listener that answers a sync message has handled
 * every message committed before it. Each connection names itself `channel:id` once it listens,
 * which lets the sender see in pg_stat_activity whose answers to wait for; a server that dies
 * takes its connection, and its name, with it.
 */
export function pgListener(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening?: () => void,
): Listener {
  const id = randomUUID();
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /**
   * Queries on the listening connection, one at a time: a pg client sent a second query while one
   * runs queues it today, but that is deprecated (pg 9 will refuse it), and syncs and answers to
   * other servers' syncs come at any moment.
   */
  let line: Promise<unknown> = Promise.resolve();
  function inLine<T>(run: () => Promise<T>): Promise<T> {
    const result = line.then(run);
    line = result.catch(() => undefined);
    return result;
  }
  /** Each sync of this listener still waiting: the listeners that have not answered yet. */
  const syncs = new Map<string, { missing: Set<string>; done: () => void }>();

  function lost(client: pg.Client) {
    if (current === client) current = null;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  }

  function received(client: pg.Client, payload: string) {
    if (payload.startsWith(SYNC)) {
      const answer = `${ACK}${payload.slice(SYNC.length)}:${id}`;
      inLine(() => client.query('select pg_notify($1, $2)', [channel, answer])).catch(
        () => undefined,
      );
    } else if (payload.startsWith(ACK)) {
      const [syncId = '', from = ''] = payload.slice(ACK.length).split(':');
      const waiting = syncs.get(syncId);
      waiting?.missing.delete(from);
      if (waiting?.missing.size === 0) waiting.done();
    } else {
      onMessage(payload);
    }
  }

  async function connect() {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) received(client, message.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      // Named only now: a connection still on its way to LISTEN would never answer a sync.
      await client.query(
        `SET application_name = ${client.escapeLiteral(listenerName(channel, id))}`,
      );
      if (closed) await client.end();
      else {
        current = client;
        onListening?.();
      }
    } catch {
      lost(client);
    }
  }

  async function sync(): Promise<void> {
    const client = current;
    // Not listening: this server trusts nothing it keeps, and cannot hear the answers.
    if (!client) return;
    const syncId = randomUUID();
    let done!: () => void;
    const answered = new Promise<void>((resolve) => (done = resolve));
    const timer = setTimeout(done, SYNC_WAIT_MS);
    try {
      const { rows } = await inLine(() =>
        client.query<{ name: string }>(
          `select application_name as name from pg_stat_activity
            where datname = current_database() and starts_with(application_name, $1)`,
          [listenerName(channel, '')],
        ),
      );
      // This connection is among them: it asked, so it is named and listening.
      const missing = new Set(rows.map((row) => row.name.slice(channel.length + 1)));
      syncs.set(syncId, { missing, done });
      await inLine(() => client.query('select pg_notify($1, $2)', [channel, `${SYNC}${syncId}`]));
      await answered;
    } catch {
      // The connection failed: it reconnects, and clears what it kept when listening again.
    } finally {
      clearTimeout(timer);
      syncs.delete(syncId);
    }
  }

  void connect();
  return {
    listening: () => current !== null,
    sync,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      for (const waiting of syncs.values()) waiting.done();
      await client?.end().catch(() => undefined);
    },
  };
}
