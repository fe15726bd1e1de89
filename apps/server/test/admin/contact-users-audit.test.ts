import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuery, TRequest } from '@sarraf/contracts/api';
import { ensureFirstAdmin } from '../../src/services/back-office';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { outbox, signUp, startBillingServer, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { serviceDay } from '../support/service-day';

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
  async function sendContact(fields: TRequest<'sendMessageByPost'>) {
    await server.api.ok('sendMessageByPost', { json: fields });
  }

  async function inbox(query: TQuery<'adminListContactMessages'> = {}) {
    return admin.api.ok('adminListContactMessages', { query });
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
    const bad = await admin.api.fails('adminListContactMessages', 422, {
      rawQuery: { status: 'archived', per_page: '0' },
    });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['per_page', 'status']);
  });

  it('marks a message read when opened, and unread again on request, each audited', async () => {
    const [message] = (await inbox({ search: 'الذهب' })).data;
    const params = { id: message!.id };
    const opened = await admin.api.ok('adminGetContactMessage', { params });
    expect(opened.data).toMatchObject({ status: 'read', replies: [] });
    const unread = await admin.api.ok('adminSetContactStatus', { params, json: { status: 'new' } });
    expect(unread.data.status).toBe('new');
    await admin.api.fails('adminSetContactStatus', 422, { params, rawJson: { status: 'answered' } });
    const audit = await admin.api.ok('adminListAuditLog', {
      query: { entity: 'contact_message', entity_id: String(message!.id) },
    });
    expect(audit.data.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['contact_message.mark_new', { status: 'read' }, { status: 'new' }],
      ['contact_message.mark_read', { status: 'new' }, { status: 'read' }],
    ]);
  });

  it("answers a subscriber's message by SMS and keeps the reply, who and when", async () => {
    const [message] = (await inbox({ search: 'الإيصال' })).data;
    // Written without signing in, but the number typed is a subscriber's: the detail says whose.
    const params = { id: message!.id };
    const opened = await admin.api.ok('adminGetContactMessage', { params });
    expect(opened.data).toMatchObject({
      msisdn: subscriber.msisdn,
      subscriber_id: expect.any(Number) as number,
    });
    const empty = await admin.api.fails('adminAnswerContactMessage', 422, { params, json: { reply: ' ' } });
    expect(Object.keys(empty.errors ?? {})).toEqual(['reply']);

    const answered = await admin.api.ok('adminAnswerContactMessage', {
      params,
      json: { reply: 'أُرسل الإيصال إلى رقمك، شكراً لتواصلك.' },
    });
    expect(answered.message).toBe('تم حفظ الرد وإرساله برسالة نصية إلى المشترك.');
    expect(answered.data).toMatchObject({
      status: 'answered',
      answered_at: expect.any(String) as string,
    });
    expect(answered.data.replies).toEqual([
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
    const params = { id: message!.id };
    const refused = await admin.api.fails('adminAnswerContactMessage', 422, {
      params,
      json: { reply: 'شكراً لاقتراحك', send_sms: true },
    });
    expect(refused.errors?.send_sms).toBeDefined();
    const saved = await admin.api.ok('adminAnswerContactMessage', {
      params,
      json: { reply: 'شكراً لاقتراحك', send_sms: false },
    });
    expect(saved).toMatchObject({ message: 'تم حفظ الرد.', data: { status: 'answered' } });
    expect(saved.data.replies[0]).toMatchObject({ text: 'شكراً لاقتراحك', sms_id: null });
  });

  it('lists the SMS log with filters and delivery status, never showing a code', async () => {
    const codes = await admin.api.ok('adminListSms', {
      query: { purpose: 'otp', msisdn: subscriber.local },
    });
    expect(codes.data.length).toBeGreaterThan(0);
    expect(codes.data.every((sms) => sms.purpose.startsWith('otp.'))).toBe(true);
    const realCodes = (await outbox(server, subscriber.msisdn))
      .filter((sms) => sms.purpose.startsWith('otp.'))
      .map((sms) => /:\s*(\d{4,8})/.exec(sms.text)?.[1] ?? 'none');
    for (const code of realCodes) expect(JSON.stringify(codes)).not.toContain(code);
    const replies = await admin.api.ok('adminListSms', { query: { purpose: 'contact.reply' } });
    expect(replies.data).toHaveLength(1);
    expect(replies.data[0]!.status).toMatch(/queued|sending|sent|delivered/);
  });

  describe('users', () => {
    const newUser = {
      email: 'Editor2@Sarraf.local',
      name: 'محرر ثان',
      role: 'editor' as const,
      password: 'long-enough-pass',
    };

    it('creates an account with a hashed password; refuses a short password, a bad email or a taken one', async () => {
      const invalid = await admin.api.fails('adminCreateUser', 422, {
        rawJson: { email: 'nope', name: '', role: 'owner', password: 'short' },
      });
      expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['email', 'name', 'password', 'role']);

      const created = await admin.api.ok('adminCreateUser', { json: newUser });
      expect(created.data).toMatchObject({
        email: 'editor2@sarraf.local',
        role: 'editor',
        active: true,
      });
      expect(JSON.stringify(created)).not.toContain('long-enough-pass');

      const taken = await admin.api.fails('adminCreateUser', 422, { json: newUser });
      expect(taken.errors?.email).toEqual(['هذا البريد الإلكتروني مستخدم لحساب آخر.']);

      const editor = await adminBrowser(server, { email: newUser.email, password: newUser.password });
      await editor.api.ok('adminGetDashboard');

      const audit = await admin.api.ok('adminListAuditLog', { query: { action: 'admin_user.create' } });
      expect(audit.data[0]).toMatchObject({
        entity: 'admin_user',
        before: null,
        actor_label: first.email,
      });
      expect(JSON.stringify(audit.data[0])).not.toMatch(/password|scrypt/);
    });

    it('changes a role and disables an account, which signs it out at once', async () => {
      const users = (await admin.api.ok('adminListUsers')).data;
      const target = users.find((user) => user.email === 'editor2@sarraf.local')!;
      const session = await adminBrowser(server, { email: newUser.email, password: newUser.password });

      const params = { id: target.id };
      const promoted = await admin.api.ok('adminUpdateUser', { params, json: { role: 'admin' } });
      expect(promoted.data.role).toBe('admin');
      const disabled = await admin.api.ok('adminUpdateUser', { params, json: { active: false } });
      expect(disabled.data.active).toBe(false);
      await session.api.fails('adminGetSession', 401);
      const again = await adminBrowser(server);
      await again.api.fails('adminSignIn', 422, {
        json: { email: newUser.email, password: newUser.password },
      });

      await admin.api.fails('adminUpdateUser', 422, { params, json: {} });
      const audit = await admin.api.ok('adminListAuditLog', {
        query: { entity: 'admin_user', entity_id: String(target.id) },
      });
      expect(audit.data.map((entry) => entry.action)).toEqual([
        'admin_user.disable',
        'admin_user.role',
        'admin_user.create',
      ]);
      expect(audit.data[1]).toMatchObject({ before: { role: 'editor' }, after: { role: 'admin' } });
    });

    it('resets a password: the old one stops working and sessions end', async () => {
      const users = (await admin.api.ok('adminListUsers')).data;
      const target = users.find((user) => user.email === 'editor2@sarraf.local')!;
      const params = { id: target.id };
      await admin.api.ok('adminUpdateUser', { params, json: { active: true } });
      const held = await adminBrowser(server, { email: newUser.email, password: newUser.password });
      const short = await admin.api.fails('adminResetUserPassword', 422, {
        params,
        json: { password: 'elevenchars' },
      });
      expect(Object.keys(short.errors ?? {})).toEqual(['password']);
      await admin.api.ok('adminResetUserPassword', { params, json: { password: 'a-brand-new-password' } });
      const old = await adminBrowser(server);
      await old.api.fails('adminSignIn', 422, {
        json: { email: newUser.email, password: newUser.password },
      });
      await held.api.fails('adminGetSession', 401);
      await adminBrowser(server, { email: newUser.email, password: 'a-brand-new-password' });
    });

    it('never lets an admin disable or demote themselves', async () => {
      const users = (await admin.api.ok('adminListUsers')).data;
      const me = users.find((user) => user.email === first.email)!;
      const params = { id: me.id };
      const disable = await admin.api.fails('adminUpdateUser', 422, { params, json: { active: false } });
      expect(disable.errors?.active).toEqual(['لا يمكنك تعطيل حسابك أو تغيير دورك بنفسك.']);
      await admin.api.fails('adminUpdateUser', 422, { params, json: { role: 'editor' } });
      await admin.api.fails('adminUpdateUser', 404, { params: { id: 99999 }, json: { name: 'x' } });
    });
  });

  it('filters the audit log by actor, action and dates, and validates the filters', async () => {
    const mine = await admin.api.ok('adminListAuditLog', { query: { actor: 'admin@' } });
    expect(mine.meta.total).toBeGreaterThan(5);
    const tomorrow = serviceDay(1);
    const none = await admin.api.ok('adminListAuditLog', { query: { from: tomorrow } });
    expect(none.meta.total).toBe(0);
    const bad = await admin.api.fails('adminListAuditLog', 422, {
      rawQuery: { from: '2026-02-30', actor_id: '-1', entity: 'a b' },
    });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['actor_id', 'entity', 'from']);
  });
});
