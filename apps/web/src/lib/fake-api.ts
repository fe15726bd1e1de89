import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';

/** What a unit test's fake server answers a call: a status and body, or no answer at all. */
export type FakeAnswer = { status: number; data: unknown } | 'network';

/**
 * For unit tests only: answers every axios call here instead of the network, through axios's
 * default adapter (the portal's clients take it when they are created). `answer` is the test's
 * server, replaced per test; `calls` lists each call's URL and JSON body, in order.
 */
export function installFakeApi() {
  const fake = {
    answer: (_config: InternalAxiosRequestConfig): FakeAnswer => 'network',
    calls: [] as { url: string | undefined; body: unknown }[],
  };
  axios.defaults.adapter = (config) => {
    fake.calls.push({ url: config.url, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const answer = fake.answer(config);
    if (answer === 'network') return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    const response = { ...answer, statusText: '', headers: new AxiosHeaders(), config };
    return answer.status < 300
      ? Promise.resolve(response)
      : Promise.reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response));
  };
  return fake;
}
