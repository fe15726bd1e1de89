import { minorToDecimal } from '@sarraf/contracts/money';
import { z } from 'zod';
import { describeException, describeFetchError, telOf, ZRequestError } from '../oneapi/oneapi-body';
import { reasonOfPolicyException } from '../oneapi/policy-exceptions';
import { postAuthorizedJson, type OneApiTokenClient } from '../oneapi/token-client';
import type { ChargeOutcome, ChargeRequest, ChargingDriver, RefundRequest } from './types';

const ZAmountTransactionAnswer = z.object({
  amountTransaction: z.object({
    transactionOperationStatus: z.string(),
    serverReferenceCode: z.union([z.string().max(200), z.number()]).nullish(),
  }),
});

type Operation = 'Charged' | 'Refunded';

/**
 * The `amountTransaction` body of one charge or refund (docs/operator-integration.md#charge): the
 * amount in major units as a decimal string with the currency's minor digits (YER 5000 minor →
 * "50.00"), computed on integers, never through a float. `clientCorrelator` is our ledger row's
 * reference: the gateway answers a correlator it knows with its first outcome and moves no money.
 */
export function amountTransactionBody(
  request: ChargeRequest,
  operation: Operation,
  originalServerReferenceCode?: string | null,
) {
  return {
    amountTransaction: {
      endUserId: telOf(request.msisdn),
      paymentAmount: {
        chargingInformation: {
          amount: minorToDecimal(request.amountMinor, request.currency),
          currency: request.currency,
          description: request.description,
        },
      },
      referenceCode: request.reference,
      clientCorrelator: request.reference,
      transactionOperationStatus: operation,
      ...(originalServerReferenceCode ? { originalServerReferenceCode } : {}),
    },
  };
}

/**
 * What the gateway's answer means for the ledger. Only the expected status in a 200/201 settles a
 * success, and only a policy exception in a 400/403 a failure (the gateway refused: no money
 * moved). Everything else, a service exception, a 5xx, an answer we cannot read, is `unknown`:
 * the row stays pending and is reconciled by sending the same correlator again.
 */
export async function readAmountTransactionAnswer(
  response: Response,
  expected: Operation,
): Promise<ChargeOutcome> {
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200 || response.status === 201) {
    const parsed = ZAmountTransactionAnswer.safeParse(body);
    if (!parsed.success) return { status: 'unknown', error: `unreadable answer (HTTP ${response.status})` };
    const { transactionOperationStatus, serverReferenceCode } = parsed.data.amountTransaction;
    if (transactionOperationStatus !== expected) {
      return {
        status: 'unknown',
        error: `gateway answered status ${transactionOperationStatus.slice(0, 40)}`,
      };
    }
    return {
      status: 'succeeded',
      gatewayRef: serverReferenceCode == null ? null : String(serverReferenceCode),
    };
  }
  const refused = ZRequestError.safeParse(body);
  if (refused.success) {
    const error = refused.data.requestError;
    if ('policyException' in error && (response.status === 400 || response.status === 403)) {
      return {
        status: 'failed',
        reason: reasonOfPolicyException(error.policyException.messageId),
        gatewayRef: null,
        detail: describeException(error.policyException),
      };
    }
    const exception = 'policyException' in error ? error.policyException : error.serviceException;
    return {
      status: 'unknown',
      error: `gateway answered ${response.status} ${describeException(exception)}`,
    };
  }
  return { status: 'unknown', error: `charging gateway answered ${response.status}` };
}

/**
 * `CHARGING_DRIVER=oneapi`: GSMA OneAPI Payment (docs/operator-integration.md#charge). Charge and
 * refund are one call, `POST {base}/payment/v1/tel:+{msisdn}/transactions/amount`, with the
 * bearer token of the shared client-credentials client (a 401 is sent once more with a new one).
 * The gateway has no status query by our reference: a pending charge is looked up by sending the
 * same request again, which its idempotency on `clientCorrelator` turns into a read.
 */
export function createOneApiChargingDriver(options: {
  baseUrl: string;
  tokens: OneApiTokenClient;
  timeoutMs: number;
}): ChargingDriver {
  const call = async (
    request: ChargeRequest,
    operation: Operation,
    original?: string | null,
  ): Promise<ChargeOutcome> => {
    const url = `${options.baseUrl}/payment/v1/${telOf(request.msisdn)}/transactions/amount`;
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await postAuthorizedJson(
        options.tokens,
        url,
        amountTransactionBody(request, operation, original),
        signal,
      );
    } catch (error) {
      return {
        status: 'unknown',
        error: `charging gateway unreachable: ${describeFetchError(error, signal)}`,
      };
    }
    try {
      return await readAmountTransactionAnswer(response, operation);
    } catch (error) {
      return {
        status: 'unknown',
        error: `charging gateway answer cut: ${describeFetchError(error, signal)}`,
      };
    }
  };

  return {
    name: 'oneapi',
    charge: (request) => call(request, 'Charged'),
    lookup: (request) => call(request, 'Charged'),
    refund: (request: RefundRequest) => call(request, 'Refunded', request.charge.gatewayRef),
  };
}
