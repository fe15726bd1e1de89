import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRequest } from '@sarraf/contracts/api';

type TSaveRateFeedRequest = TRequest<'adminSaveRateFeed'>;
type FeedForm = Partial<TSaveRateFeedRequest> & Pick<TSaveRateFeedRequest, 'url'>;
import { rateFeeds } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource } from '../content/helpers';
import { signInAs, type AdminClient } from '../admin/helpers';

// docs/security.md: a feed's stored header value (an API key) goes to the origin it was saved for and
// to no other. The attack it stops: an editor's test fetch with a URL of their own reused the key an
// admin had saved, and a redirect carried it to the next host.

const SECRET = 'admin-saved-key-4242';
const BODY = JSON.stringify({ rates: [{ code: 'USD', buy: '530', sell: '532' }] });
const mapping = { items: 'rates', code: 'code', buy: 'buy', sell: 'sell' };

/** A listener on its own port (so its own origin), recording what each request carried. */
function listener(handle?: (path: string) => { status: number; location?: string } | null) {
  const received: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    received.push({ path, headers: request.headers });
    const special = handle?.(path);
    if (special) {
      response.writeHead(special.status, special.location ? { location: special.location } : {});
      return void response.end();
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(BODY);
  });
  return {
    server,
    received,
    origin: '',
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    /** Every credential-like header the requests from the `from`-th on carried. */
    secrets(from = 0) {
      return received
        .slice(from)
        .flatMap(({ headers }) =>
          [headers['x-api-key'], headers.authorization].filter((value) => value !== undefined),
        );
    },
  };
}

describe('feed secrets stay with the origin they were saved for', () => {
  let server: TestServer;
  let admin: AdminClient;
  let editor: AdminClient;
  const home = listener();
  const elsewhere = listener();
  // The saved origin answers /moved with a redirect to the other origin, /hop with one of its own.
  const redirecting = listener((path) => {
    if (path === '/moved') return { status: 302, location: `${elsewhere.origin}/rates.json` };
    if (path === '/hop') return { status: 301, location: '/rates.json' };
    return null;
  });

  const feedOf = (sourceId: number, body: FeedForm) => ({
    params: { id: sourceId },
    json: { kind: 'json' as const, mapping, interval_minutes: 5, mode: 'review' as const, ...body },
  });
  const save = (client: AdminClient, sourceId: number, body: FeedForm) =>
    client.api.ok('adminSaveRateFeed', feedOf(sourceId, body));
  const refuseSave = (client: AdminClient, sourceId: number, body: FeedForm) =>
    client.api.fails('adminSaveRateFeed', 422, feedOf(sourceId, body));
  const dryRun = (client: AdminClient, sourceId: number, body: FeedForm) =>
    client.api.ok('adminTestRateFeed', feedOf(sourceId, body));
  const run = (sourceId: number) => editor.api.ok('adminRunRateFeed', { params: { id: sourceId } });

  /** A source whose feed an admin saved at `url` with the key. */
  async function keyedFeed(name: string, url: string, extra: Array<{ name: string; value: string }> = []) {
    const sourceId = await addSource(server, { name });
    await save(admin, sourceId, {
      url,
      headers: [{ name: 'X-Api-Key', value: SECRET }, ...extra],
    });
    return sourceId;
  }

  beforeAll(async () => {
    // The listeners are on this machine, which production refuses (docs/security.md#feeds-fetch-only-the-public-internet).
    server = await startTestServer({ env: { FEEDS_ALLOW_PRIVATE: '1' } });
    admin = await signInAs(server, 'admin');
    editor = await signInAs(server, 'editor');
    await home.start();
    await elsewhere.start();
    await redirecting.start();
  });
  afterAll(async () => {
    await Promise.all([home.stop(), elsewhere.stop(), redirecting.stop()]);
    await server.close();
  });

  it('sends the saved value to its own origin, and says which origin that is', async () => {
    const sourceId = await keyedFeed('خلاصة المصدر الأصلي', `${home.origin}/rates.json`);
    const feed = (await editor.api.ok('adminGetRateFeed', { params: { id: sourceId } })).data;
    expect(feed.headers).toEqual([{ name: 'X-Api-Key', value_mask: '••••4242' }]);
    expect(feed.headers_origin).toBe(home.origin);
    expect((await run(sourceId)).data.outcome).toBe('published');
    expect(home.received.at(-1)?.headers['x-api-key']).toBe(SECRET);
    // Another path on the same origin keeps it, for a test fetch and a save without retyping.
    const dry = await dryRun(editor, sourceId, {
      url: `${home.origin}/other.json`,
      headers: [{ name: 'X-Api-Key' }],
    });
    expect(dry.data.error).toBeNull();
    expect(home.received.at(-1)).toMatchObject({ path: '/other.json', headers: { 'x-api-key': SECRET } });
    await save(editor, sourceId, { url: `${home.origin}/other.json`, headers: [{ name: 'X-Api-Key' }] });
  });

  it("never uses the saved value for a test fetch of another origin's URL", async () => {
    const sourceId = await keyedFeed('خلاصة التجربة', `${home.origin}/rates.json`);
    const before = elsewhere.received.length;
    await dryRun(editor, sourceId, {
      url: `${elsewhere.origin}/rates.json`,
      headers: [{ name: 'X-Api-Key' }],
    });
    expect(elsewhere.received.length).toBe(before + 1);
    expect(elsewhere.received.at(-1)?.headers['x-api-key']).toBeUndefined();
    expect(elsewhere.secrets(before)).toEqual([]);
    // A value typed in the form is the editor's own: it goes where they send it.
    await dryRun(editor, sourceId, {
      url: `${elsewhere.origin}/rates.json`,
      headers: [{ name: 'X-Api-Key', value: 'typed-by-the-editor' }],
    });
    expect(elsewhere.received.at(-1)?.headers['x-api-key']).toBe('typed-by-the-editor');
  });

  it('carries neither the secret nor Authorization across a redirect to another origin', async () => {
    const sourceId = await keyedFeed('خلاصة محوّلة', `${redirecting.origin}/moved`, [
      { name: 'Authorization', value: 'Bearer saved-token-1' },
    ]);
    const before = elsewhere.received.length;
    const ran = await run(sourceId);
    expect(ran.data.outcome).toBe('published');
    expect(ran.data.review).toHaveLength(1);
    expect(redirecting.received.at(-1)).toMatchObject({
      path: '/moved',
      headers: { 'x-api-key': SECRET, authorization: 'Bearer saved-token-1' },
    });
    expect(elsewhere.received.length).toBe(before + 1);
    expect(elsewhere.secrets(before)).toEqual([]);

    // A redirect that stays on the origin keeps them.
    await save(admin, sourceId, { url: `${redirecting.origin}/hop`, headers: [{ name: 'X-Api-Key' }] });
    await run(sourceId);
    expect(redirecting.received.at(-1)).toMatchObject({
      path: '/rates.json',
      headers: { 'x-api-key': SECRET },
    });
  });

  it('refuses an editor who moves the feed to another origin without typing the secret again', async () => {
    const sourceId = await keyedFeed('خلاصة المحرر', `${home.origin}/rates.json`);
    const refused = await refuseSave(editor, sourceId, {
      url: `${elsewhere.origin}/rates.json`,
      headers: [{ name: 'X-Api-Key' }],
    });
    expect(refused.errors).toEqual({
      'headers.0.value': [
        'تغيّر خادم الخلاصة؛ اكتب قيمة هذه الترويسة من جديد، فالقيمة المحفوظة لا تُرسل إلا إلى الخادم الذي حُفظت له.',
      ],
    });
    const [row] = await server.database.db.select().from(rateFeeds).where(eq(rateFeeds.sourceId, sourceId));
    expect(row!.url).toBe(`${home.origin}/rates.json`);

    // Typed again, it is saved for the new origin and sent there.
    const retyped = await save(editor, sourceId, {
      url: `${elsewhere.origin}/rates.json`,
      headers: [{ name: 'X-Api-Key', value: 'new-origin-key-5555' }],
    });
    expect(retyped.data.headers_origin).toBe(elsewhere.origin);
    await run(sourceId);
    expect(elsewhere.received.at(-1)?.headers['x-api-key']).toBe('new-origin-key-5555');
  });

  it('drops the stored secret when an admin moves the feed to another origin without typing it', async () => {
    const sourceId = await keyedFeed('خلاصة المدير', `${home.origin}/rates.json`);
    const before = elsewhere.received.length;
    const moved = await save(admin, sourceId, {
      url: `${elsewhere.origin}/rates.json`,
      headers: [{ name: 'X-Api-Key' }],
    });
    expect(moved.message).toBe(
      'تم حفظ الخلاصة. تغيّر خادمها فحُذفت قيم الترويسات المحفوظة التي لم تُكتب من جديد: X-Api-Key.',
    );
    expect(moved.data.headers).toEqual([]);
    expect(moved.data.headers_origin).toBeNull();
    await run(sourceId);
    expect(elsewhere.received.length).toBe(before + 1);
    expect(elsewhere.secrets(before)).toEqual([]);
  });

  it('sends nothing when the stored URL and the secret disagree about the origin', async () => {
    // The URL changed behind the form (a database edit, an old row): the secret stays home.
    const sourceId = await keyedFeed('خلاصة معدّلة', `${home.origin}/rates.json`);
    await server.database.db
      .update(rateFeeds)
      .set({ url: `${elsewhere.origin}/rates.json` })
      .where(eq(rateFeeds.sourceId, sourceId));
    const before = elsewhere.received.length;
    await run(sourceId);
    expect(elsewhere.received.length).toBe(before + 1);
    expect(elsewhere.secrets(before)).toEqual([]);
  });
});
