import { SmsSendError, type SmsDriver } from './types';

/**
 * The `http` SMS gateway (docs/operations.md#sms-drivers): `POST {to, text, sender}` as JSON with a bearer
 * token; any 2xx means accepted. A JSON answer carrying `id` or `message_id` is kept as the gateway's message
 * id.
 */
export function createHttpSmsDriver(options: { url: string; token?: string; timeoutMs: number }): SmsDriver {
  return {
    name: 'http',
    async send(message, sendOptions = {}) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = sendOptions.signal ? AbortSignal.any([sendOptions.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text, sender: message.sender }),
          signal,
        });
      } catch (error) {
        const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
        const reason = signal.aborted
          ? 'timed out'
          : typeof cause?.code === 'string'
            ? cause.code
            : error instanceof Error
              ? error.message
              : 'failed';
        throw new SmsSendError(`SMS gateway unreachable: ${reason}`);
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        throw new SmsSendError(`SMS gateway answered ${response.status}`);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; message_id?: unknown } | null;
      const id = body?.id ?? body?.message_id;
      return { gatewayMessageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
    },
    close() {
      return Promise.resolve();
    },
  };
}
