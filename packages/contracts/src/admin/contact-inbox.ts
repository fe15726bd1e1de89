import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPaged } from '../common/envelope';
import { ZRecordId, ZTimestamp } from '../common/fields';
import { ZId, ZPageQuery } from '../common/query';

export const ZContactStatus = z.enum(['new', 'read', 'answered']);
export type TContactStatus = z.infer<typeof ZContactStatus>;

export const ZAdminContactMessage = z.object({
  id: ZRecordId,
  name: z.string(),
  msisdn: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  /** The currency the sender chose in the form (ISO code), null when none. */
  currency: z.string().nullable(),
  status: ZContactStatus,
  /**
   * The subscriber who wrote (signed in), or in the detail the subscriber whose number was typed:
   * a reply can then go by SMS.
   */
  subscriber_id: ZRecordId.nullable(),
  created_at: ZTimestamp,
  answered_at: ZTimestamp.nullable(),
});
export type TAdminContactMessage = z.infer<typeof ZAdminContactMessage>;

/** An answer: its text, who wrote it and when, and the SMS that carried it (if one did). */
export const ZAdminContactReply = z.object({
  text: z.string(),
  admin_email: z.string(),
  at: ZTimestamp,
  sms_id: ZRecordId.nullable(),
  sms_status: z.string().nullable(),
});
export type TAdminContactReply = z.infer<typeof ZAdminContactReply>;

export const ZAdminContactDetail = ZAdminContactMessage.extend({ replies: z.array(ZAdminContactReply) });
export type TAdminContactDetail = z.infer<typeof ZAdminContactDetail>;

export const ZAdminContactQuery = ZPageQuery.extend({ status: ZContactStatus.optional() });
export type TAdminContactQuery = z.infer<typeof ZAdminContactQuery>;

export const adminListContactMessages = defineContract({
  method: 'GET',
  path: '/api/admin/contact-messages',
  summary: 'The contact inbox, new first then newest; filter by status, search name/subject/text/number',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  query: ZAdminContactQuery,
  response: ZPaged(ZAdminContactMessage),
});

export const adminGetContactMessage = defineContract({
  method: 'GET',
  path: '/api/admin/contact-messages/:id',
  summary: 'One contact message with its answers; opening a new message marks it read (audited)',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: z.object({ id: ZId }),
  response: z.object({ data: ZAdminContactDetail }),
});

export const ZAdminContactStatusRequest = z.object({ status: z.enum(['new', 'read']) });

export const adminSetContactStatus = defineContract({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/status',
  summary: 'Marks a contact message unread or read again; audited',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: z.object({ id: ZId }),
  body: ZAdminContactStatusRequest,
  response: z.object({ message: z.string(), data: ZAdminContactDetail }),
});

export const ZAdminContactAnswerRequest = z.object({
  reply: z.string().trim().min(2).max(1000),
  /** Send the reply by SMS to the sender's number; only possible when it is a subscriber's. */
  send_sms: z.boolean().default(true),
});
export type TAdminContactAnswerRequest = z.input<typeof ZAdminContactAnswerRequest>;

export const adminAnswerContactMessage = defineContract({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/answer',
  summary: "Stores an answer (text, who, when), marks the message answered, SMS to a subscriber's number",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: z.object({ id: ZId }),
  body: ZAdminContactAnswerRequest,
  response: z.object({ message: z.string(), data: ZAdminContactDetail }),
});
