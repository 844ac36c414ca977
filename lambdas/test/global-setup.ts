/**
 * Starts one in-memory dynalite on loopback for the whole `lambdas` run and
 * creates the `test` stage's tables; test files learn the endpoint via
 * `inject('dynamoEndpoint')`.
 */
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import type { TestProject } from 'vitest/node';
import { createTables, testStage } from './support/dynamo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await createTables(endpoint, testStage);
  project.provide('dynamoEndpoint', endpoint);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
