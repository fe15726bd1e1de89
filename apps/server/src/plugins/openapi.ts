import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { allContracts, producesOf, ZErrorBody, type Contract } from '@sarraf/contracts';

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

const binary = { type: 'string', format: 'binary' };

const statusDescriptions: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

/** The request body: the JSON schema, or the raw bytes' types and their limit. */
function requestBodyOf(contract: Contract) {
  if (contract.rawBody) {
    const { kind, contentTypes, maxBytes } = contract.rawBody;
    return {
      required: true,
      description: `The file itself as the body (${kind === 'stream' ? 'streamed' : 'read whole'}), at most ${maxBytes} bytes`,
      content: Object.fromEntries(contentTypes.map((type) => [type, { schema: binary }])),
    };
  }
  if (!contract.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: toSchema(contract.body, 'input') } },
  };
}

/** The success answers by status: each form the contract produces, under its content type. */
function successResponsesOf(contract: Contract): Record<string, unknown> {
  const produces = producesOf(contract);
  const content: Record<string, { schema: JsonSchema }> = {};
  let download = false;
  for (const produced of produces) {
    switch (produced.kind) {
      case 'json':
        content['application/json'] = { schema: toSchema(contract.response, 'output') };
        break;
      case 'text':
        // The text's own schema when it is the only form; beside JSON, `response` is the JSON's.
        content[produced.contentType] = {
          schema: produces.length === 1 ? toSchema(contract.response, 'output') : { type: 'string' },
        };
        download ||= produced.attachment === true;
        break;
      case 'stream':
        for (const type of produced.contentTypes) content[type] = { schema: binary };
        download ||= produced.attachment === true;
        break;
      case 'redirect':
        break;
    }
  }
  const responses: Record<string, unknown> = {};
  if (produces.some((produced) => produced.kind === 'redirect')) {
    responses[302] = {
      description: 'Found: go to the address in Location',
      headers: { Location: { required: true, schema: { type: 'string' } } },
    };
  }
  if (Object.keys(content).length === 0) return responses;
  for (const status of [contract.status ?? 200, ...(contract.otherStatuses ?? [])]) {
    responses[status] = {
      description: statusDescriptions[status] ?? 'OK',
      ...(download
        ? {
            headers: {
              'Content-Disposition': {
                description: 'attachment, with the file name',
                schema: { type: 'string' },
              },
            },
          }
        : {}),
      content,
    };
  }
  return responses;
}

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
  const requestBody = requestBodyOf(contract);
  return {
    summary: contract.summary,
    tags: [...contract.tags],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(needsToken ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
    ...(needsPartnerKey ? { security: [{ partnerKey: [] }] } : {}),
    responses: {
      ...successResponsesOf(contract),
      ...(contract.body || contract.query
        ? { 422: errorResponse('Validation failed: `errors` per field') }
        : {}),
      ...(contract.paramsNotFound ? { 404: errorResponse('Nothing at this address') } : {}),
      ...(contract.rawBody
        ? {
            413: errorResponse('The file is larger than the limit'),
            415: errorResponse('Not one of the content types taken'),
          }
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
