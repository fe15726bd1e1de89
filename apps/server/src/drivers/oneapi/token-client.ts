import { z } from 'zod';

/** The token endpoint's answer (RFC 6749 §5.1); `expires_in` in seconds, absent = one hour. */
const ZTokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
});

/** The token endpoint refused or could not be read: the call it was for has not been made. */
export class OneApiTokenError extends Error {
  override name = 'OneApiTokenError';
}

export interface OneApiTokenClient {
  /** A valid access token: the cached one, or one fetched now (shared with every concurrent caller). */
  token(): Promise<string>;
  /**
   * Calls `send` with a bearer token; when the gateway answers 401 (it did nothing), fetches a
   * fresh token, once for all the callers refused with the same token, and sends once more.
   */
  authorized(send: (token: string) => Promise<Response>): Promise<Response>;
}

export interface OneApiTokenClientOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** A token is fetched again this long before the expiry it was given (clocks and latency). */
  marginMs?: number;
  now?: () => number;
}

/**
 * OAuth 2 client credentials for the OneAPI gateway (docs/operator-integration.md#variables), shared
 * by the charging and the SMS driver. The token is kept until shortly before it expires; callers
 * arriving while a fetch is in flight wait for that one fetch, so a burst of charges after an
 * expiry costs the token endpoint one request, not one per charge.
 */
export function createOneApiTokenClient(options: OneApiTokenClientOptions): OneApiTokenClient {
  const now = options.now ?? Date.now;
  const marginMs = options.marginMs ?? 30_000;
  let cached: { token: string; expiresAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const basic = Buffer.from(
      `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
    ).toString('base64');
    let response: Response;
    try {
      response = await fetch(options.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new OneApiTokenError(
        `token endpoint unreachable: ${error instanceof Error ? error.message : 'failed'}`,
      );
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel();
      throw new OneApiTokenError(`token endpoint answered ${response.status}`);
    }
    const parsed = ZTokenAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new OneApiTokenError('token endpoint answer unreadable');
    const lifetimeMs = (parsed.data.expires_in ?? 3600) * 1000;
    cached = {
      token: parsed.data.access_token,
      // A token shorter-lived than twice the margin is still used for half its life.
      expiresAt: now() + Math.max(lifetimeMs - marginMs, lifetimeMs / 2),
    };
    return cached.token;
  };

  const refresh = (): Promise<string> => {
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const token = (): Promise<string> => {
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached.token);
    return refresh();
  };

  return {
    token,
    async authorized(send) {
      const used = await token();
      const response = await send(used);
      if (response.status !== 401) return response;
      await response.body?.cancel();
      // Only the first caller refused with this token drops it; the others share its refresh.
      if (cached?.token === used) cached = null;
      return send(await token());
    },
  };
}

/**
 * A JSON POST to the gateway with the shared client's bearer token (a 401 is sent once more with a
 * new one): what every OneAPI call we make is.
 */
export function postAuthorizedJson(
  tokens: OneApiTokenClient,
  url: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  const text = JSON.stringify(body);
  return tokens.authorized((token) =>
    fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: text,
      signal,
    }),
  );
}
