import { z } from 'zod';
import { NON_CONTRACT_PATHS } from './non-contract-paths';
import type { TestServer } from './test-server';

/** What the tests read of the OpenAPI document: its version and each path's operations. */
const ZOpenApiDocument = z.object({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.looseObject({
        tags: z.array(z.string()).optional(),
        responses: z.record(z.string(), z.unknown()).optional(),
      }),
    ),
  ),
});

/**
 * The OpenAPI document the server publishes (generated from the contracts, no contract itself),
 * fetched and parsed: a document of another shape fails the test here.
 */
export async function readOpenApiDocument(server: Pick<TestServer, 'request'>) {
  const response = await server.request(NON_CONTRACT_PATHS.openApiDocument);
  if (response.status !== 200) throw new Error(`the OpenAPI document answered ${response.status}`);
  return ZOpenApiDocument.parse(await response.json());
}
