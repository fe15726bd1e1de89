import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';

/** An onRequest hook: callback style (calls `done`) or async (its promise settles it). */
export type RouteOnRequestHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void | Promise<unknown>;

/**
 * Adds an `onRequest` hook to one route while it is being registered (call it from an `onRoute`
 * hook). Checks that only some routes need (tokens, admin sessions, operator secrets) then cost
 * nothing on the others: a global hook runs, and allocates a promise, on every request (public
 * reads must keep ≥ 80 % of a bare Fastify route's pace, docs/benchmarks.md). Hooks keep the order they are
 * added in.
 */
export function addRouteOnRequest(route: RouteOptions, hook: RouteOnRequestHook): void {
  const existing = route.onRequest;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  route.onRequest = [...hooks, hook] as RouteOptions['onRequest'];
}
