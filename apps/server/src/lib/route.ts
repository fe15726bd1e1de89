import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Contract, TBody, TParams, TQuery, TResponse } from '@sarraf/contracts';

export interface RouteContext<C extends Contract> {
  query: TQuery<C>;
  body: TBody<C>;
  params: TParams<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; enforced by the auth plugin (access kinds: docs/design.md#api-conventions). */
    access?: Contract['access'];
    /** The least back-office role allowed on an admin route (plugins/admin-auth.ts). */
    role?: Contract['role'];
    /** A my-bill token is accepted too (plugins/auth.ts). */
    billToken?: Contract['billToken'];
  }
}

/**
 * Registers a route from its contract (the contract is the single truth for path, method and
 * schemas). The handler receives validated input and returns the 2xx body; anything thrown goes to
 * the one error handler.
 */
export function routeFromContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (context: RouteContext<C>) => Promise<TResponse<C>> | TResponse<C>,
  options: { status?: number; rateLimit?: RouteShorthandOptions['config'] } = {},
): void {
  const status = options.status ?? contract.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: { [status]: contract.response },
    },
    config: {
      ...options.rateLimit,
      access: contract.access,
      role: contract.role,
      billToken: contract.billToken,
    },
    handler: async (request, reply) => {
      const result = await handler({
        query: request.query as TQuery<C>,
        body: request.body as TBody<C>,
        params: request.params as TParams<C>,
        request,
        reply,
      });
      return reply.status(status).send(result);
    },
  });
}
