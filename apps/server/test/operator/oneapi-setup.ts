import { startOneApiGateway, type OneApiGateway } from '../../sim/operator/oneapi-gateway';
import { startBillingServer } from '../support/billing';
import type { TestServer } from '../support/test-server';

export const CALLBACK_USER = 'operator';
export const CALLBACK_PASSWORD = 'callback-password-0123456789';
/** The server's public address as the gateway is told it (receipts are redirected to the real port). */
export const PUBLIC_URL = 'http://sarraf.test';

export const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/**
 * A Sarraf server whose charging and SMS drivers are `oneapi`, pointed at the gateway simulator,
 * and the simulator pointed back at the server for receipts and inbound SMS.
 */
export async function startOneApiPair(
  options: { env?: Record<string, string>; gateway?: Parameters<typeof startOneApiGateway>[0] } = {},
): Promise<{ gateway: OneApiGateway; server: TestServer; close: () => Promise<void> }> {
  const gateway = await startOneApiGateway({
    callbackUser: CALLBACK_USER,
    callbackPassword: CALLBACK_PASSWORD,
    deliveryDelayMs: 20,
    ...options.gateway,
  });
  const server = await startBillingServer({
    env: {
      CHARGING_DRIVER: 'oneapi',
      SMS_DRIVER: 'oneapi',
      ONEAPI_BASE_URL: gateway.baseUrl,
      ONEAPI_TOKEN_URL: gateway.tokenUrl,
      ONEAPI_CLIENT_ID: gateway.clientId,
      ONEAPI_CLIENT_SECRET: gateway.clientSecret,
      ONEAPI_SENDER_ADDRESS: '4545',
      ONEAPI_CALLBACK_USER: CALLBACK_USER,
      ONEAPI_CALLBACK_PASSWORD: CALLBACK_PASSWORD,
      PUBLIC_URL,
      CHARGING_HTTP_TIMEOUT_MS: '500',
      CHARGING_TPS: '1000',
      ...options.env,
    },
  });
  gateway.configure({ serverUrl: server.url, callbackOrigin: server.url });
  return {
    gateway,
    server,
    close: async () => {
      await gateway.close();
      await server.close();
    },
  };
}
