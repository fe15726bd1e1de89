import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminAccount,
  TAdminContactDetail,
  TAdminContactMessage,
  TAdminSms,
  TAuditEntry,
  TPageMeta,
} from '@sarraf/contracts';
import { ensureFirstAdmin } from '../../src/services/back-office';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { outbox, signUp, startBillingServer, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';

type Paged<T> = { data: T[]; meta: TPageMeta };

describe('back office: contact inbox, SMS log, audit log, users', () => {
  let server: TestServer;
  let admin: AdminBrowser;
  let first: { email: string; password: string };
  let subscriber: Subscriber;

  beforeAll(async () => {
    server = await startBillingServer();
    first = (await ensureFirstAdmin(server.database.db))!;
    admin = await adminBrowser(server, first);
    subscriber = await signUp(server);
  });
  afterAll(() => server.close());

  /** A message through the portal's contact form (`send/message`). */
  async function sendContact(fields: Record<string, string>) {
    const response = await server.request('/api/client/send/message', { method: 'POST', json: fields });
    expect(response.status).toBe(200);
  }

  async function inbox(query: Record<string, string> = {}) {
    const answer = await admin.call<Paged<TAdminContactMessage>>('/api/admin/contact-messages', { query });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('lists new messages first, filters by status and searches the text', async () => {
    await sendContact({
      name: 'زائر',
      email: 'visitor@example.com',
      subject: 'اقتراح',
      message: 'أضيفوا سعر الذهب',
    });
    await sendContact({
      name: 'مشترك',
      msisdn: `0${subscriber.local}`,
      subject: 'فاتورة',
      message: 'لم يصلني الإيصال',
    });
    const all = await inbox();
    expect(all.meta.total).toBe(2);
    expect(all.data.every((message) => message.status === 'new')).toBe(true);
    expect((await inbox({ search: 'الذهب' })).data.map((message) => message.name)).toEqual(['زائر']);
    expect((await inbox({ status: 'answered' })).meta.total).toBe(0);
    const bad = await admin.call('/api/admin/contact-messages', {
      query: { status: 'archived', per_page: '0' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['per_page', 'status']);
  });

  it('marks a message read when opened, and unread again on request, each audited', async () => {
    const [message] = (await inbox({ search: 'الذهب' })).data;
    const opened = await admin.call<{ data: TAdminContactDetail }>(
      `/api/admin/contact-messages/${message!.id}`,
    );
    expect(opened.body.data).toMatchObject({ status: 'read', replies: [] });
    const unread = await admin.call<{ data: TAdminContactDetail }>(
      `/api/admin/contact-messages/${message!.id}/status`,
      {
        method: 'POST',
        json: { status: 'new' },
      },
    );
    expect(unread.body.data.status).toBe('new');
    const badStatus = await admin.call(`/api/admin/contact-messages/${message!.id}/status`, {
      method: 'POST',
      json: { status: 'answered' },
    });
    expect(badStatus.status).toBe(422);
    const audit = await admin.call<Paged<TAuditEntry>>('/api/admin/audit-log', {
      query: { entity: 'contact_message', entity_id: String(message!.id) },
    });
    expect(audit.body.data.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['contact_message.mark_new', { status: 'read' }, { status: 'new' }],
      ['contact_message.mark_read', { status: 'new' }, { status: 'read' }],
    ]);
  });

  it("answers a subscriber's message by SMS and keeps the reply, who and when", async () => {
    const [message] = (await inbox({ search: 'الإيصال' })).data;
    // Written without signing in, but the number typed is a subscriber's: the detail says whose.
    const opened = await admin.call<{ data: TAdminContactDetail }>(
      `/api/admin/contact-messages/${message!.id}`,
    );
    expect(opened.body.data).toMatchObject({
      msisdn: subscriber.msisdn,
      subscriber_id: expect.any(Number) as number,
    });
    const path = `/api/admin/contact-messages/${message!.id}/answer`;
    const empty = await admin.call(path, { method: 'POST', json: { reply: ' ' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['reply']);

    const answered = await admin.call<{ message: string; data: TAdminContactDetail }>(path, {
      method: 'POST',
      json: { reply: 'أُرسل الإيصال إلى رقمك، شكراً لتواصلك.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe('تم حفظ الرد وإرساله برسالة نصية إلى المشترك.');
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      answered_at: expect.any(String) as string,
    });
    expect(answered.body.data.replies).toEqual([
      {
        text: 'أُرسل الإيصال إلى رقمك، شكراً لتواصلك.',
        admin_email: first.email,
        at: expect.any(String) as string,
        sms_id: expect.any(Number) as number,
        sms_status: expect.any(String) as string,
      },
    ]);
    const sms = (await outbox(server, subscriber.msisdn)).find((row) => row.purpose === 'contact.reply');
    expect(sms?.text).toContain('أُرسل الإيصال إلى رقمك');
    expect((await inbox({ status: 'answered' })).data.map((row) => row.id)).toEqual([message!.id]);
  });

  it("stores an answer without SMS for a visitor, and refuses SMS to a number that is not a subscriber's", async () => {
    const [message] = (await inbox({ search: 'الذهب' })).data;
    const path = `/api/admin/contact-messages/${message!.id}/answer`;
    const refused = await admin.call(path, {
      method: 'POST',
      json: { reply: 'شكراً لاقتراحك', send_sms: true },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.send_sms).toBeDefined();
    const saved = await admin.call<{ message: string; data: TAdminContactDetail }>(path, {
      method: 'POST',
      json: { reply: 'شكراً لاقتراحك', send_sms: false },
    });
    expect(saved.body).toMatchObject({ message: 'تم حفظ الرد.', data: { status: 'answered' } });
    expect(saved.body.data.replies[0]).toMatchObject({ text: 'شكراً لاقتراحك', sms_id: null });
  });

  it('lists the SMS log with filters and delivery status, never showing a code', async () => {
    const codes = await admin.call<Paged<TAdminSms>>('/api/admin/sms', {
      query: { purpose: 'otp', msisdn: subscriber.local },
    });
    expect(codes.status).toBe(200);
    expect(codes.body.data.length).toBeGreaterThan(0);
    expect(codes.body.data.every((sms) => sms.purpose.startsWith('otp.'))).toBe(true);
    const realCodes = (await outbox(server, subscriber.msisdn))
      .filter((sms) => sms.purpose.startsWith('otp.'))
      .map((sms) => /:\s*(\d{4,8})/.exec(sms.text)?.[1] ?? 'none');
    for (const code of realCodes) expect(JSON.stringify(codes.body)).not.toContain(code);
    const replies = await admin.call<Paged<TAdminSms>>('/api/admin/sms', {
      query: { purpose: 'contact.reply' },
    });
    expect(replies.body.data).toHaveLength(1);
    expect(replies.body.data[0]!.status).toMatch(/queued|sending|sent|delivered/);
  });

  describe('users', () => {
    const newUser = {
      email: 'Editor2@Sarraf.local',
      name: 'محرر ثان',
      role: 'editor',
      password: 'long-enough-pass',
    };

    it('creates an account with a hashed password; refuses a short password, a bad email or a taken one', async () => {
      const invalid = await admin.call('/api/admin/users', {
        method: 'POST',
        json: { email: 'nope', name: '', role: 'owner', password: 'short' },
      });
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['email', 'name', 'password', 'role']);

      const created = await admin.call<{ data: TAdminAccount }>('/api/admin/users', {
        method: 'POST',
        json: newUser,
      });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({
        email: 'editor2@sarraf.local',
        role: 'editor',
        active: true,
      });
      expect(JSON.stringify(created.body)).not.toContain('long-enough-pass');

      const taken = await admin.call('/api/admin/users', { method: 'POST', json: newUser });
      expect(taken.status).toBe(422);
      expect(taken.body.errors?.email).toEqual(['هذا البريد الإلكتروني مستخدم لحساب آخر.']);

      const editor = await adminBrowser(server, { email: newUser.email, password: newUser.password });
      expect((await editor.call('/api/admin/dashboard')).status).toBe(200);

      const audit = await admin.call<Paged<TAuditEntry>>('/api/admin/audit-log', {
        query: { action: 'admin_user.create' },
      });
      expect(audit.body.data[0]).toMatchObject({
        entity: 'admin_user',
        before: null,
        actor_label: first.email,
      });
      expect(JSON.stringify(audit.body.data[0])).not.toMatch(/password|scrypt/);
    });

    it('changes a role and disables an account, which signs it out at once', async () => {
      const users = (await admin.call<{ data: TAdminAccount[] }>('/api/admin/users')).body.data;
      const target = users.find((user) => user.email === 'editor2@sarraf.local')!;
      const session = await adminBrowser(server, { email: newUser.email, password: newUser.password });

      const promoted = await admin.call<{ data: TAdminAccount }>(`/api/admin/users/${target.id}`, {
        method: 'PATCH',
        json: { role: 'admin' },
      });
      expect(promoted.body.data.role).toBe('admin');
      const disabled = await admin.call<{ data: TAdminAccount }>(`/api/admin/users/${target.id}`, {
        method: 'PATCH',
        json: { active: false },
      });
      expect(disabled.body.data.active).toBe(false);
      expect((await session.call('/api/admin/session')).status).toBe(401);
      const again = await adminBrowser(server);
      const signIn = await again.call('/api/admin/session', {
        method: 'POST',
        json: { email: newUser.email, password: newUser.password },
      });
      expect(signIn.status).toBe(422);

      const empty = await admin.call(`/api/admin/users/${target.id}`, { method: 'PATCH', json: {} });
      expect(empty.status).toBe(422);
      const audit = await admin.call<Paged<TAuditEntry>>('/api/admin/audit-log', {
        query: { entity: 'admin_user', entity_id: String(target.id) },
      });
      expect(audit.body.data.map((entry) => entry.action)).toEqual([
        'admin_user.disable',
        'admin_user.role',
        'admin_user.create',
      ]);
      expect(audit.body.data[1]).toMatchObject({ before: { role: 'editor' }, after: { role: 'admin' } });
    });

    it('resets a password: the old one stops working and sessions end', async () => {
      const users = (await admin.call<{ data: TAdminAccount[] }>('/api/admin/users')).body.data;
      const target = users.find((user) => user.email === 'editor2@sarraf.local')!;
      await admin.call(`/api/admin/users/${target.id}`, { method: 'PATCH', json: { active: true } });
      const held = await adminBrowser(server, { email: newUser.email, password: newUser.password });
      const short = await admin.call(`/api/admin/users/${target.id}/password`, {
        method: 'POST',
        json: { password: 'elevenchars' },
      });
      expect(short.status).toBe(422);
      expect(Object.keys(short.body.errors ?? {})).toEqual(['password']);
      const reset = await admin.call(`/api/admin/users/${target.id}/password`, {
        method: 'POST',
        json: { password: 'a-brand-new-password' },
      });
      expect(reset.status).toBe(200);
      const old = await adminBrowser(server);
      expect(
        (
          await old.call('/api/admin/session', {
            method: 'POST',
            json: { email: newUser.email, password: newUser.password },
          })
        ).status,
      ).toBe(422);
      expect((await held.call('/api/admin/session')).status).toBe(401);
      await adminBrowser(server, { email: newUser.email, password: 'a-brand-new-password' });
    });

    it('never lets an admin disable or demote themselves', async () => {
      const users = (await admin.call<{ data: TAdminAccount[] }>('/api/admin/users')).body.data;
      const me = users.find((user) => user.email === first.email)!;
      const disable = await admin.call(`/api/admin/users/${me.id}`, {
        method: 'PATCH',
        json: { active: false },
      });
      expect(disable.status).toBe(422);
      expect(disable.body.errors?.active).toEqual(['لا يمكنك تعطيل حسابك أو تغيير دورك بنفسك.']);
      const demote = await admin.call(`/api/admin/users/${me.id}`, {
        method: 'PATCH',
        json: { role: 'editor' },
      });
      expect(demote.status).toBe(422);
      expect(
        (await admin.call('/api/admin/users/99999', { method: 'PATCH', json: { name: 'x' } })).status,
      ).toBe(404);
    });
  });

  it('filters the audit log by actor, action and dates, and validates the filters', async () => {
    const mine = await admin.call<Paged<TAuditEntry>>('/api/admin/audit-log', { query: { actor: 'admin@' } });
    expect(mine.body.meta.total).toBeGreaterThan(5);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const none = await admin.call<Paged<TAuditEntry>>('/api/admin/audit-log', { query: { from: tomorrow } });
    expect(none.body.meta.total).toBe(0);
    const bad = await admin.call('/api/admin/audit-log', {
      query: { from: '2026-02-30', actor_id: '-1', entity: 'a b' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['actor_id', 'entity', 'from']);
  });
});
