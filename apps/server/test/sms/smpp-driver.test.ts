import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import smpp, { type PDU, type Session } from 'smpp';
import { keywordMessages, smsMessages } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../support/test-server';
import { latestCode, newLocalMsisdn, stored } from '../session/helpers';
import { eventually } from './fake-gateways';

interface Submitted {
  destination: string;
  source: string;
  dataCoding: number;
  esmClass: number;
  registeredDelivery: number;
  udh: Buffer | null;
  text: string;
}

/** A local SMSC from the same package: binds, takes submit_sm, and reports delivery. */
async function startFakeSmsc(credentials: { systemId: string; password: string }) {
  const submitted: Submitted[] = [];
  const state = { receipts: true, binds: 0, next: 1 };
  const bound = new Set<Session>();
  const server = smpp.createServer((session: Session) => {
    session.on('close', () => bound.delete(session));
    session.on('error', () => {});
    session.on('bind_transceiver', (pdu: PDU) => {
      const ok = pdu.system_id === credentials.systemId && pdu.password === credentials.password;
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
      if (ok) {
        state.binds += 1;
        bound.add(session);
      } else session.close();
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      const message = pdu.short_message as { udh?: Buffer[]; message: string | Buffer };
      submitted.push({
        destination: String(pdu.destination_addr),
        source: String(pdu.source_addr),
        dataCoding: Number(pdu.data_coding),
        esmClass: Number(pdu.esm_class),
        registeredDelivery: Number(pdu.registered_delivery),
        udh: message.udh?.[0] ?? null,
        text: String(message.message),
      });
      const id = `smsc-${state.next++}`;
      session.send(pdu.response({ message_id: id }));
      if (!state.receipts) return;
      // The handset got it: a delivery receipt, as an SMSC sends it moments later.
      setTimeout(() => {
        session.deliver_sm({
          source_addr: pdu.destination_addr,
          destination_addr: pdu.source_addr,
          esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
          short_message: `id:${id} sub:001 dlvr:001 submit date:2501010000 done date:2501010000 stat:DELIVRD err:000 text:`,
          receipted_message_id: id,
          message_state: smpp.MESSAGE_STATE.DELIVERED,
        });
      }, 50);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smpp://127.0.0.1:${port}`,
    submitted,
    state,
    /** A subscriber's SMS to the short code, handed to the bound ESME as a deliver_sm (UCS-2). */
    deliverFromHandset(from: string, to: string, text: string) {
      for (const session of bound) {
        session.deliver_sm({
          source_addr: from,
          destination_addr: to,
          esm_class: 0,
          data_coding: smpp.ENCODING.UCS2,
          short_message: Buffer.from(text, 'utf16le').swap16(),
        });
      }
      return bound.size;
    },
    /** Drops every bound session, as an SMSC restart or a network cut does. */
    dropSessions: () => {
      for (const session of [...server.sessions]) session.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of [...server.sessions]) session.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the smpp SMS driver against a local SMSC', () => {
  let smsc: Awaited<ReturnType<typeof startFakeSmsc>>;
  let server: TestServer;
  beforeAll(async () => {
    smsc = await startFakeSmsc({ systemId: 'sarraf', password: 'secret1' });
    server = await startTestServer({
      env: {
        SMS_DRIVER: 'smpp',
        SMPP_URL: smsc.url,
        SMPP_SYSTEM_ID: 'sarraf',
        SMPP_PASSWORD: 'secret1',
        SMS_SENDER: 'Sarraf',
        PUBLIC_URL: 'https://sarraf.example.ye',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await smsc.close();
  });

  const rowFor = async (local: string) =>
    (
      await server.database.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.msisdn, stored(local)))
    )[0];

  it('binds as a transceiver and submits the Arabic code SMS as UCS-2, in concatenated parts', async () => {
    const local = newLocalMsisdn();
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    expect(smsc.state.binds).toBe(1);
    const parts = smsc.submitted.filter((sms) => sms.destination === stored(local));
    expect(parts.length).toBe(2);
    for (const [index, part] of parts.entries()) {
      expect(part.dataCoding).toBe(8);
      expect(part.source).toBe('Sarraf');
      expect(part.registeredDelivery).toBe(1);
      expect(part.esmClass & smpp.ESM_CLASS.UDH_INDICATOR).toBeTruthy();
      // IEI 0 (concatenation), same reference, 2 parts, this part's number.
      expect([...part.udh!]).toEqual([0x00, 0x03, parts[0]!.udh![2], 2, index + 1]);
    }
    const text = parts.map((part) => part.text).join('');
    expect(text).toMatch(/^رمز الدخول إلى صرّاف: \d{6}/);
    const code = await latestCode(server, local);
    expect(text).toContain(`https://sarraf.example.ye/client/home?msisdn=${stored(local)}&otp=${code}`);
  });

  it('records the delivery receipt: the message becomes delivered', async () => {
    const local = newLocalMsisdn();
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    const delivered = await eventually(async () => {
      const row = await rowFor(local);
      return row?.status === 'delivered' ? row : null;
    });
    expect(delivered.gatewayMessageId).toMatch(/^smsc-/);
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    // Delivered, the stored text keeps no code: neither its digits nor the link's `otp=` value.
    const code = await latestCode(server, local);
    expect(smsc.submitted.map((sms) => sms.text).join('')).toContain(code);
    expect(delivered.text).not.toContain(code);
    expect(delivered.text).toContain('رمز الدخول إلى صرّاف: ••••••');
    expect(delivered.text).toMatch(/otp=••••$/);
  });

  it('sends a short code SMS in one UCS-2 message', async () => {
    const local = newLocalMsisdn();
    const signUp = await import('../session/helpers');
    const { token } = await signUp.signUp(server, local);
    expect((await server.api.call('generateOtp', { token })).status).toBe(200);
    const parts = smsc.submitted.filter((sms) => sms.destination === stored(local));
    const profile = parts.at(-1)!;
    expect(profile.udh).toBeNull();
    expect(profile.dataCoding).toBe(8);
    expect(profile.text).toMatch(/^رمز التأكيد في صرّاف: \d{6}/);
  });

  it('reconnects and binds again after the link drops', async () => {
    const bindsBefore = smsc.state.binds;
    smsc.dropSessions();
    const local = newLocalMsisdn();
    const login = await server.api.call('login', { json: { msisdn: local } });
    expect(login.status).toBe(200);
    expect(smsc.state.binds).toBe(bindsBefore + 1);
    expect(smsc.submitted.some((sms) => sms.destination === stored(local))).toBe(true);
  });

  it('routes a subscriber SMS arriving as deliver_sm into the keyword channel, answered once', async () => {
    const local = newLocalMsisdn();
    // A send binds the link (the driver binds on its first message).
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    expect(smsc.deliverFromHandset(stored(local), '4545', 'مساعدة')).toBe(1);
    // The SMSC redelivers it (as when our response was lost): still one message, one reply.
    smsc.deliverFromHandset(stored(local), '4545', 'مساعدة');
    const logged = await eventually(async () => {
      const rows = await server.database.db
        .select()
        .from(keywordMessages)
        .where(eq(keywordMessages.msisdn, stored(local)));
      return rows.length > 0 ? rows : null;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await server.database.db
      .select()
      .from(keywordMessages)
      .where(eq(keywordMessages.msisdn, stored(local)));
    expect(rows).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      channel: 'smpp',
      keyword: 'help',
      outcome: 'help_sent',
      text: 'مساعدة',
    });
    const replies = (
      await server.database.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.msisdn, stored(local)))
    ).filter((row) => row.purpose === 'keyword.reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('الغاء');
  });

  it('answers a clear 503 within the deadline when the SMSC refuses the bind', async () => {
    const refused = await startTestServer({
      env: {
        SMS_DRIVER: 'smpp',
        SMPP_URL: smsc.url,
        SMPP_SYSTEM_ID: 'sarraf',
        SMPP_PASSWORD: 'wrong',
        SMS_SEND_TIMEOUT_MS: '800',
      },
    });
    try {
      const local = newLocalMsisdn();
      const started = performance.now();
      const login = await refused.api.call('login', { json: { msisdn: local } });
      expect(login.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(3_000);
      const [row] = await refused.database.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.msisdn, stored(local)));
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    } finally {
      await refused.close();
    }
  });
});
