import { defineContract } from '../contract';
import { ZData, ZMessageData } from '../common/envelope';
import { ZQuietHours, ZQuietHoursInput } from '../common/entities/alert';

export const getQuietHours = defineContract({
  method: 'GET',
  path: '/api/client/alerts/quiet-hours',
  summary: 'Quiet hours: no alert or digest SMS between start and end, local time',
  tags: ['alerts'],
  access: 'subscriber',
  response: ZData(ZQuietHours),
});

export const updateQuietHours = defineContract({
  method: 'PUT',
  path: '/api/client/alerts/quiet-hours',
  summary: 'Saves the quiet hours',
  tags: ['alerts'],
  access: 'subscriber',
  body: ZQuietHoursInput,
  response: ZMessageData(ZQuietHours),
});
