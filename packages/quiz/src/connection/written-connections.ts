import { loadWrittenConnections, type WrittenConnection } from './connection-data';

// Our written connections live in data/connections.txt (issue 28: data, not TypeScript source);
// this module keeps the name the bank and its tests import them by.
export type { WrittenConnection };
export const WRITTEN_CONNECTIONS: readonly WrittenConnection[] = loadWrittenConnections();
