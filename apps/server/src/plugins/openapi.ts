import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { allContracts, ZErrorBody, type Contract } from '@sarraf/contracts';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(ZErrorBody, 'output') } },
});

/** `/api/client/get/news/:id` → `/api/client/get/news/{id}` */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

function operationFor(contract: Contract) {
  const parameters: JsonSchema[] = [];
  for (const [location, schema] of [
    ['query', contract.query],
    ['path', contract.params],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  const needsToken = contract.access === 'subscriber';
  const needsPartnerKey = contract.access === 'partner';
  return {
    summary: contract.summary,
    tags: [...contract.tags],
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(contract.body, 'input') } },
          },
        }
      : {}),
    ...(needsToken ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
    ...(needsPartnerKey ? { security: [{ partnerKey: [] }] } : {}),
    responses: {
      [contract.status ?? 200]: {
        description: contract.status === 202 ? 'Accepted' : contract.status === 201 ? 'Created' : 'OK',
        content: { 'application/json': { schema: toSchema(contract.response, 'output') } },
      },
      ...(contract.body || contract.query
        ? { 422: errorResponse('Validation failed: `errors` per field') }
        : {}),
      ...(needsToken
        ? { 401: errorResponse('No, bad or revoked token'), 403: errorResponse('Not yours') }
        : {}),
      ...(needsPartnerKey
        ? {
            401: errorResponse('No, bad or revoked partner key'),
            403: errorResponse("`source_id` is not the key's source"),
          }
        : {}),
      429: errorResponse('Too many requests (see Retry-After)'),
    },
  };
}

/**
 * What the public document describes: the portal's API and the partner API (its own `partner` tag).
 * The back office, the operator's webhooks
 * and the dev helpers stay out (by access and by path, so a public sign-in under /api/admin does
 * too): a map of them helps only an attacker (docs/security.md).
 */
export function isPublicContract(contract: Contract): boolean {
  if (contract.access === 'admin' || contract.access.startsWith('operator') || contract.devOnly) return false;
  return !/^\/api\/(admin|operator|dev)(\/|$)/.test(contract.path);
}

/** The OpenAPI document of the public contracts, whether or not their handlers are registered yet. */
export function buildOpenApiDocument(contracts: readonly Contract[] = allContracts.filter(isPublicContract)) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    const path = openApiPath(contract.path);
    (paths[path] ??= {})[contract.method.toLowerCase()] = operationFor(contract);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Sarraf API',
      version: '1.0.0',
      description:
        'The API of Sarraf (صرّاف). Generated from packages/contracts. Errors are `{message}`, with `errors` per field on a 422; send `Accept-Language: ar` for Arabic messages.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          description: "A partner's API key (`srf_live_…`), made in the back office; see docs/partner-api.md",
        },
      },
    },
    paths,
  };
}

/** Serves the generated document at `/api/docs/json` and Swagger UI at `/api/docs`. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    const document = buildOpenApiDocument();
    await app.register(swagger, { mode: 'static', specification: { document: document as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi' },
);
