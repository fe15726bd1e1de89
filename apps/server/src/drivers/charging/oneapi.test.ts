import { describe, expect, it } from 'vitest';
import { CHARGE_FAILURE_REASONS } from '@sarraf/contracts/charge-reasons';
import { POLICY_EXCEPTION_REASONS, reasonOfPolicyException } from '../oneapi/policy-exceptions';
import { amountTransactionBody, readAmountTransactionAnswer } from './oneapi';

const request = (amountMinor: number, currency: string) => ({
  msisdn: '967771234567',
  amountMinor,
  currency,
  reference: 'renewal:5f0c:2026-01-01T00:00:00.000Z',
  description: 'اشتراك صرّاف',
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the OneAPI amountTransaction body', () => {
  it.each([
    [5000, 'YER', '50.00'],
    [5, 'YER', '0.05'],
    [1500, 'KWD', '1.500'],
    [500, 'JPY', '500'],
    [123456789, 'USD', '1234567.89'],
  ])('writes %i minor %s as "%s" in major units', (minor, currency, amount) => {
    const body = amountTransactionBody(request(minor, currency), 'Charged');
    expect(body.amountTransaction.paymentAmount.chargingInformation).toEqual({
      amount,
      currency,
      description: 'اشتراك صرّاف',
    });
  });

  it('uses our reference as clientCorrelator (a JSON string) and names the subscriber as tel:+', () => {
    const body = amountTransactionBody(request(5000, 'YER'), 'Charged');
    expect(body.amountTransaction).toMatchObject({
      endUserId: 'tel:+967771234567',
      clientCorrelator: 'renewal:5f0c:2026-01-01T00:00:00.000Z',
      referenceCode: 'renewal:5f0c:2026-01-01T00:00:00.000Z',
      transactionOperationStatus: 'Charged',
    });
    expect(JSON.stringify(body)).toContain('"clientCorrelator":"renewal:5f0c:2026-01-01T00:00:00.000Z"');
    expect(body.amountTransaction).not.toHaveProperty('originalServerReferenceCode');
    expect(amountTransactionBody(request(5000, 'YER'), 'Refunded', 'srv-1').amountTransaction).toMatchObject({
      transactionOperationStatus: 'Refunded',
      originalServerReferenceCode: 'srv-1',
    });
  });
});

describe('the OneAPI answer mapping', () => {
  it('maps each known policy exception to a stable reason code the portal explains', () => {
    expect(reasonOfPolicyException('POL1000')).toBe('insufficient_balance');
    expect(reasonOfPolicyException('POL1001')).toBe('barred');
    expect(reasonOfPolicyException('POL1002')).toBe('unknown_subscriber');
    expect(reasonOfPolicyException('POL1003')).toBe('amount_limit');
    expect(reasonOfPolicyException('pol1000')).toBe('insufficient_balance');
    expect(reasonOfPolicyException('POL9999')).toBe('declined');
    expect(reasonOfPolicyException(undefined)).toBe('declined');
    for (const reason of Object.values(POLICY_EXCEPTION_REASONS)) {
      expect(CHARGE_FAILURE_REASONS).toContain(reason);
    }
  });

  it('settles Charged as succeeded with the serverReferenceCode', async () => {
    const outcome = await readAmountTransactionAnswer(
      answer(201, {
        amountTransaction: { transactionOperationStatus: 'Charged', serverReferenceCode: 'abc-1' },
      }),
      'Charged',
    );
    expect(outcome).toEqual({ status: 'succeeded', gatewayRef: 'abc-1' });
  });

  it('settles a policy exception in a 400/403 as failed, keeping the gateway text for the log', async () => {
    const outcome = await readAmountTransactionAnswer(
      answer(403, {
        requestError: {
          policyException: {
            messageId: 'POL1000',
            text: 'User has insufficient credit for %1',
            variables: ['tx'],
          },
        },
      }),
      'Charged',
    );
    expect(outcome).toEqual({
      status: 'failed',
      reason: 'insufficient_balance',
      gatewayRef: null,
      detail: 'POL1000: User has insufficient credit for tx',
    });
  });

  it.each([
    [400, { requestError: { serviceException: { messageId: 'SVC0001', text: 'A service error occurred' } } }],
    [503, { requestError: { serviceException: { messageId: 'SVC1000', text: 'Unavailable' } } }],
    [500, { requestError: { policyException: { messageId: 'POL1000', text: 'odd' } } }],
    [502, null],
    [200, { amountTransaction: { transactionOperationStatus: 'Processing' } }],
    [200, { unexpected: true }],
    [404, {}],
  ])('leaves HTTP %i %j unknown (the row stays pending)', async (status, body) => {
    const outcome = await readAmountTransactionAnswer(answer(status, body), 'Charged');
    expect(outcome.status).toBe('unknown');
  });
});
