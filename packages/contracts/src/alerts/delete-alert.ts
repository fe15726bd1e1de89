import { defineContract } from '../contract';
import { ZMessage } from '../common/envelope';
import { ZAlertParams } from './get-alert';

export const deleteAlert = defineContract({
  method: 'DELETE',
  path: '/api/client/alerts/:id',
  summary: 'Deletes a rate alert (its past notifications stay listed)',
  tags: ['alerts'],
  access: 'subscriber',
  params: ZAlertParams,
  response: ZMessage,
});
