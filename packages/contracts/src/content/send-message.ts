import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCurrencyCodeInput, ZEmail } from '../common/fields';
import { ZMessage } from '../common/envelope';
import { ZMsisdnInput } from '../common/msisdn';

/**
 * The contact form, sent as a query (GET, as the portal does) or as a JSON body (POST).
 * Optional fields may be blank, as an untouched form field is.
 */
export const ZSendMessageRequest = z.object({
  name: z.string().trim().min(1).max(100),
  msisdn: z.union([ZMsisdnInput, z.literal('')]).optional(),
  email: z.union([ZEmail, z.literal('')]).optional(),
  subject: z.string().trim().max(150).optional(),
  message: z.string().trim().min(1).max(2000),
  /**
   * The currency the message is about, chosen from the currencies list (ISO code); blank for none.
   * A code the service does not quote is a 422 on `currency`.
   */
  currency: z.union([ZCurrencyCodeInput, z.literal('')]).optional(),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

export const ZSendMessageResponse = ZMessage;
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

export const sendMessage = defineContract({
  method: 'GET',
  path: '/api/client/send/message',
  summary: 'Sends a contact-us message (fields as query); stored for the back office',
  tags: ['content'],
  access: 'optional',
  query: ZSendMessageRequest,
  response: ZSendMessageResponse,
});

export const sendMessageByPost = defineContract({
  method: 'POST',
  path: '/api/client/send/message',
  summary: 'Sends a contact-us message (fields as JSON body); stored for the back office',
  tags: ['content'],
  access: 'optional',
  body: ZSendMessageRequest,
  response: ZSendMessageResponse,
});
