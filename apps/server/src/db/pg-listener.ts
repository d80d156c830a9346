import pg from 'pg';

export interface Listener {
  /** False while not connected: a message sent meanwhile may have been missed. */
  listening(): boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to queries),
 * and connects again after any failure for as long as it is open.
 */
export function pgListener(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening?: () => void,
): Listener {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

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

  async function connect() {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (closed) await client.end();
      else {
        current = client;
        onListening?.();
      }
    } catch {
      lost(client);
    }
  }

  void connect();
  return {
    listening: () => current !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
