// Signs a new number in through a running server's API, for the measuring and picture scripts:
// login, the code read from the dev SMS outbox (`GET /api/dev/sms`, so not NODE_ENV=production),
// confirm, and, for a number without a subscription (Code 50), subscribe to the first plan.

async function json(response) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A new number's access token, signed in and subscribed on the server at `baseUrl`. */
export async function signInNewNumber(baseUrl) {
  const msisdn = `77${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const headers = { 'content-type': 'application/json', 'accept-language': 'ar' };
  const post = (url, body) =>
    fetch(`${baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(json);
  await post('/api/client/login', { msisdn });
  let code = null;
  for (let attempt = 0; attempt < 30 && !code; attempt += 1) {
    const outbox = await json(await fetch(`${baseUrl}/api/dev/sms?msisdn=${msisdn}`));
    code = outbox.data?.[0]?.text.match(/(?<!\d)\d{4,8}(?!\d)/)?.[0] ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!code)
    throw new Error('No code in the dev SMS outbox (is the server running with NODE_ENV=production?)');
  const confirmed = await post('/api/client/confirm/otp', { msisdn, otp: code });
  if (confirmed.Code !== 50) return confirmed.access_token;
  const created = await post('/api/client/create/subscriber', {
    msisdn,
    uuid: confirmed.SubscriptionsList[0].uuid,
  });
  return created.access_token;
}
