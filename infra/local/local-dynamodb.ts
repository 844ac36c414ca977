/**
 * The embedded DynamoDB-compatible server (dynalite) for running without AWS,
 * with the project's tables created if missing. Data lives on disk under the
 * configured folder, so it survives restarts.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createTableInput, tableIds } from '@ferrum/shared';

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/** Starts dynalite on loopback (`port` 0 = any free port); `dataDir` undefined keeps data in memory. */
export async function startLocalDynamo(dataDir: string | undefined, port = 0): Promise<LocalDynamo> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const server = dynalite({
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
    ...(dataDir ? { path: dataDir } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Creates the stage's tables on `endpoint` unless they exist. */
export async function ensureTables(endpoint: string, stage: string, region: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    for (const table of tableIds) {
      const input = createTableInput(stage, table);
      if (!TableNames.includes(input.TableName)) await client.send(new CreateTableCommand(input));
    }
  } finally {
    client.destroy();
  }
}
