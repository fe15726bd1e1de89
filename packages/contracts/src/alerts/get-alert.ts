import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';
import { ZAlert } from '../common/entities/alert';
import { ZId } from '../common/query';

export const ZAlertParams = z.object({ id: ZId });

/** 404 for an unknown id, 403 for another subscriber's alert. */
export const getAlert = defineContract({
  method: 'GET',
  path: '/api/client/alerts/:id',
  summary: 'One rate alert of the signed-in subscriber',
  tags: ['alerts'],
  access: 'subscriber',
  params: ZAlertParams,
  response: ZData(ZAlert),
});
