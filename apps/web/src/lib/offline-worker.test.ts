import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allContracts } from '@sarraf/contracts';
import { routes, type RouteName } from '@sarraf/contracts/api';
import { forgetOwnReads, SAVED_AT_HEADER } from './offline-copies';

// The offline worker (public/sw.js, docs/design.md#offline) run in a fake worker scope: what it
// keeps, what it answers offline, and what it never touches.

const source = readFileSync(fileURLToPath(new URL('../../public/sw.js', import.meta.url)), 'utf8');
const ORIGIN = 'http://portal.test';
const url = (path: string) => `${ORIGIN}${path}`;
/** The URL of an endpoint without path parameters. */
const api = (name: RouteName) => url(routes[name].path);

/** The Cache API, in memory: one map per cache, keys in the order they were put. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  private static keyOf(request: Request | string): string {
    return typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
  }
  match(request: Request | string) {
    return Promise.resolve(this.entries.get(FakeCache.keyOf(request))?.clone());
  }
  put(request: Request | string, response: Response) {
    this.entries.set(FakeCache.keyOf(request), response);
    return Promise.resolve();
  }
  delete(request: Request | string) {
    return Promise.resolve(this.entries.delete(FakeCache.keyOf(request)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((key) => new Request(key)));
  }
  async add(request: string) {
    await this.put(request, await network(new Request(new URL(request, ORIGIN).href)));
  }
  addAll(requests: string[]) {
    return Promise.all(requests.map((request) => this.add(request)));
  }
}

class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return Promise.resolve(cache);
  }
  keys() {
    return Promise.resolve([...this.caches.keys()]);
  }
  delete(name: string) {
    return Promise.resolve(this.caches.delete(name));
  }
  async match(request: Request | string) {
    for (const cache of this.caches.values()) {
      const hit = await cache.match(request);
      if (hit) return hit;
    }
    return undefined;
  }
}

let storage: FakeCacheStorage;
let isOnline: boolean;
/** What the server answers, by path; every call made is recorded. */
let answers: Map<string, () => Response>;
let calls: Request[];

function network(request: Request): Promise<Response> {
  calls.push(request);
  if (!isOnline) return Promise.reject(new TypeError('Failed to fetch'));
  const answer = answers.get(new URL(request.url).pathname);
  return Promise.resolve(answer ? answer() : new Response('not found', { status: 404 }));
}

/** A same-origin answer, as fetch gives it (type `basic`). */
function basic(body: unknown, status = 200): Response {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

type Handler = (event: unknown) => void;
let handlers: Map<string, Handler>;

function loadWorker(): void {
  handlers = new Map();
  const self = {
    location: new URL(`${ORIGIN}/`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  };
  const context = vm.createContext({
    self,
    caches: storage,
    fetch: (input: Request | string, init?: RequestInit) =>
      network(input instanceof Request ? input : new Request(new URL(input, ORIGIN).href, init)),
    crypto,
    TextEncoder,
    Headers,
    Request,
    Response,
    URL,
    console,
  });
  vm.runInContext(source, context);
}

/** Runs the event through the worker's handler and waits for all the work it started. */
async function dispatch(type: string, init: Record<string, unknown>) {
  const pending: Promise<unknown>[] = [];
  let answer: Promise<Response> | undefined;
  const event = {
    ...init,
    respondWith: (response: Promise<Response>) => {
      answer = response;
    },
    waitUntil: (work: Promise<unknown>) => pending.push(work),
  };
  handlers.get(type)?.(event);
  const settled = answer
    ? await answer.then(
        (value) => value,
        (error: unknown) => error,
      )
    : undefined;
  for (let done = 0; done < pending.length; done += 1) await pending[done];
  return settled;
}

function get(target: string, headers: Record<string, string> = {}, mode: RequestMode = 'cors') {
  const request = new Request(target, { headers: { 'Accept-Language': 'ar', ...headers } });
  Object.defineProperty(request, 'mode', { value: mode });
  return dispatch('fetch', { request }) as Promise<Response | Error | undefined>;
}

const cacheNames = () => [...storage.caches.keys()];

beforeEach(async () => {
  storage = new FakeCacheStorage();
  isOnline = true;
  calls = [];
  answers = new Map([['/', () => new Response('<html>landing</html>')]]);
  loadWorker();
  await dispatch('install', {});
  await dispatch('activate', {});
  calls = [];
});

describe('the lists of reads the worker keeps', () => {
  const contractsOf = (paths: string[]) =>
    paths.map((path) => allContracts.filter((contract) => contract.path === path));
  // The lists are the script's own constants: read them from a context that ran it.
  function readLists(): { publicReads: string[]; ownReads: string[] } {
    const context = vm.createContext({
      self: { addEventListener: () => undefined, location: new URL(`${ORIGIN}/`) },
      URL,
    });
    vm.runInContext(source, context);
    return vm.runInContext('({ publicReads: PUBLIC_READS, ownReads: OWN_READS })', context) as {
      publicReads: string[];
      ownReads: string[];
    };
  }

  it('holds only GET reads that are the same for everyone as public reads', () => {
    for (const [index, matching] of contractsOf(readLists().publicReads).entries()) {
      expect(matching.length, readLists().publicReads[index]).toBeGreaterThan(0);
      const read = matching.filter((contract) => contract.method === 'GET');
      expect(read, readLists().publicReads[index]).toHaveLength(1);
      expect(read[0]?.access, readLists().publicReads[index]).toBe('public');
    }
  });

  it('holds only a subscriber’s GET reads as their own', () => {
    for (const [index, matching] of contractsOf(readLists().ownReads).entries()) {
      const read = matching.filter((contract) => contract.method === 'GET');
      expect(read, readLists().ownReads[index]).toHaveLength(1);
      expect(read[0]?.access, readLists().ownReads[index]).toBe('subscriber');
    }
  });

  it('leaves out every code, sign-in, identification, bill check and message call', () => {
    const { publicReads, ownReads } = readLists();
    const never: RouteName[] = [
      'generateOtp',
      'confirmOtp',
      'login',
      'logout',
      'heIdentify',
      'heStart',
      'checkSubscriber',
      'getGuestSubscriberInfo',
      'sendMessage',
      'getDevSms',
      'getPushKey',
    ];
    for (const name of never) expect([...publicReads, ...ownReads], name).not.toContain(routes[name].path);
  });
});

describe('a public read', () => {
  it('is kept with the time it arrived, and answers from that copy when the network fails', async () => {
    answers.set(new URL(api('getCurrencyList')).pathname, () => basic({ data: ['USD'] }));
    const live = (await get(api('getCurrencyList'))) as Response;
    expect(live.headers.get(SAVED_AT_HEADER)).toBeNull();
    expect(cacheNames()).toContain('sarraf-reads-v1-ar-public');

    isOnline = false;
    const copy = (await get(api('getCurrencyList'))) as Response;
    expect(await copy.json()).toEqual({ data: ['USD'] });
    expect(Date.parse(copy.headers.get(SAVED_AT_HEADER) ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is kept apart per language, and a query is part of what is kept', async () => {
    answers.set(new URL(api('getNews')).pathname, () => basic({ data: [] }));
    await get(`${api('getNews')}?page=2`, { 'Accept-Language': 'en' });
    isOnline = false;
    expect(await get(`${api('getNews')}?page=2`)).toBeInstanceOf(Error);
    expect(await get(`${api('getNews')}?page=1`, { 'Accept-Language': 'en' })).toBeInstanceOf(Error);
    expect(await get(`${api('getNews')}?page=2`, { 'Accept-Language': 'en' })).toBeInstanceOf(Response);
  });

  it('that failed is not kept, and offline with no copy the page gets the network error', async () => {
    answers.set(new URL(api('getPriceSources')).pathname, () => basic({ message: 'x' }, 500));
    await get(api('getPriceSources'));
    isOnline = false;
    expect(await get(api('getPriceSources'))).toBeInstanceOf(TypeError);
  });
});

describe('a subscriber’s own read', () => {
  const subscription = () => api('fetchSubscription');
  beforeEach(() => {
    answers.set(new URL(subscription()).pathname, () => basic({ data: { state: 'active' } }));
  });

  it('is kept under a digest of the token, and never answers another token or none', async () => {
    await get(subscription(), { Authorization: 'Bearer 12|secret-of-a' });
    const own = cacheNames().filter((name) => name.includes('-own-'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/^sarraf-reads-v1-ar-own-[0-9a-f]{32}$/);
    expect(own[0]).not.toContain('secret');

    isOnline = false;
    expect(await get(subscription(), { Authorization: 'Bearer 13|secret-of-b' })).toBeInstanceOf(TypeError);
    expect(await get(subscription())).toBeInstanceOf(TypeError);
    const copy = (await get(subscription(), { Authorization: 'Bearer 12|secret-of-a' })) as Response;
    expect(await copy.json()).toEqual({ data: { state: 'active' } });
  });

  it('without a token is not kept', async () => {
    await get(subscription());
    expect(cacheNames().filter((name) => name.includes('-own-'))).toEqual([]);
  });

  it('answered 401 takes the token’s copies with it', async () => {
    await get(subscription(), { Authorization: 'Bearer 12|a' });
    answers.set(new URL(subscription()).pathname, () => basic({ message: 'no' }, 401));
    await get(subscription(), { Authorization: 'Bearer 12|a' });
    expect(cacheNames().filter((name) => name.includes('-own-'))).toEqual([]);
  });
});

describe('what the worker never touches', () => {
  it('a POST, a code or sign-in call, a bill check: not answered, not kept', async () => {
    // A POST to the path of a kept read (creating an alert) included.
    for (const name of ['confirmOtp', 'createAlert'] as const) {
      const post = new Request(api(name), {
        method: 'POST',
        body: '{}',
        headers: { Authorization: 'Bearer 1|a' },
      });
      expect(await dispatch('fetch', { request: post }), name).toBeUndefined();
    }
    for (const name of ['generateOtp', 'heIdentify', 'checkSubscriber', 'getDevSms'] as const) {
      expect(await get(api(name)), name).toBeUndefined();
    }
    expect(calls).toEqual([]);
    expect(cacheNames().filter((name) => name.startsWith('sarraf-reads-'))).toEqual([]);
  });
});

describe('pages', () => {
  it('are kept by path without their query, and offline a page never opened gets the landing’s', async () => {
    answers.set('/client/home', () => basic('<html>home</html>'));
    await get(url('/client/home?msisdn=967771234567&otp=123456'), {}, 'navigate');
    const shell = storage.caches.get('sarraf-shell-v1')!;
    expect([...shell.entries.keys()]).toContain(url('/client/home'));
    expect([...shell.entries.keys()].some((key) => key.includes('otp'))).toBe(false);

    isOnline = false;
    const home = (await get(url('/client/home'), {}, 'navigate')) as Response;
    expect(await home.text()).toContain('home');
    const news = (await get(url('/client/news'), {}, 'navigate')) as Response;
    expect(await news.text()).toContain('landing');
  });
});

describe('the page’s side: forgetting a session’s own reads', () => {
  const globals = globalThis as { caches?: unknown };
  beforeEach(() => {
    globals.caches = storage;
  });
  afterEach(() => {
    delete globals.caches;
  });

  async function forgotten(keep: string | null): Promise<string[]> {
    forgetOwnReads(keep);
    await expect.poll(() => cacheNames().filter((name) => name.includes('-own-')).length).toBeLessThan(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return cacheNames();
  }

  beforeEach(async () => {
    answers.set(new URL(api('getUser')).pathname, () => basic({ id: 1 }));
    answers.set(new URL(api('getCurrencyList')).pathname, () => basic({ data: [] }));
    await get(api('getUser'), { Authorization: 'Bearer 1|a' });
    await get(api('getUser'), { Authorization: 'Bearer 2|b' });
    await get(api('getUser'), { Authorization: 'Bearer 3|c', 'Accept-Language': 'en' });
    await get(api('getCurrencyList'));
  });

  it('at sign-out deletes every session’s, and keeps the public reads', async () => {
    const names = await forgotten(null);
    expect(names.filter((name) => name.includes('-own-'))).toEqual([]);
    expect(names).toContain('sarraf-reads-v1-ar-public');
  });

  it('at a sign-in keeps only the new session’s (the page names it as the worker does)', async () => {
    const before = cacheNames().filter((name) => name.includes('-own-'));
    const names = await forgotten('2|b');
    const own = names.filter((name) => name.includes('-own-'));
    expect(own).toHaveLength(1);
    expect(before).toContain(own[0]);
    isOnline = false;
    expect(await get(api('getUser'), { Authorization: 'Bearer 2|b' })).toBeInstanceOf(Response);
    expect(await get(api('getUser'), { Authorization: 'Bearer 1|a' })).toBeInstanceOf(TypeError);
  });
});
