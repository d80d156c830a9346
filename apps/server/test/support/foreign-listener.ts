import pg from 'pg';
import { ACK, listenerName, SYNC } from '../../src/db/pg-listener';

/**
 * Another server's listening connection, as `pgListener` names it, that answers a sync only when
 * told to: a server too busy to have handled the messages yet.
 */
export async function foreignListener(url: string, channel: string) {
  const client = new pg.Client({ connectionString: url });
  const received: string[] = [];
  const waiters: (() => void)[] = [];
  client.on('notification', (message) => {
    if (message.channel !== channel || !message.payload) return;
    received.push(message.payload);
    for (const wake of waiters.splice(0)) wake();
  });
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  await client.query(
    `SET application_name = ${client.escapeLiteral(listenerName(channel, 'foreign'))}`,
  );
  const syncs = () => received.filter((payload) => payload.startsWith(SYNC));
  return {
    received,
    /** The messages that came before the first sync request. */
    beforeSync: () =>
      received.slice(
        0,
        received.findIndex((p) => p.startsWith(SYNC)),
      ),
    /** Resolves with the id of the first sync request this listener has been sent. */
    async syncRequested(): Promise<string> {
      while (syncs().length === 0) await new Promise<void>((wake) => waiters.push(wake));
      return syncs()[0]!.slice(SYNC.length);
    },
    /** Answers every sync request received so far. */
    async answer(): Promise<void> {
      for (const request of syncs()) {
        const answer = `${ACK}${request.slice(SYNC.length)}:foreign`;
        await client.query('select pg_notify($1, $2)', [channel, answer]);
      }
    },
    close: () => client.end(),
  };
}
