import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZBillInfo } from '../common/entities/bill';
import { ZData } from '../common/envelope';

export const ZGetMyBillInfoResponse = ZData(ZBillInfo);
export type TGetMyBillInfoResponse = z.infer<typeof ZGetMyBillInfoResponse>;

export const getMyBillInfo = defineContract({
  method: 'GET',
  path: '/api/client/my-bill/subscriber/info',
  summary: 'My bill: the subscriber, the subscription, the last and the next charge',
  tags: ['my-bill'],
  access: 'subscriber',
  billToken: true,
  response: ZGetMyBillInfoResponse,
});
