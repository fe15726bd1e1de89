import { defineContract } from '../contract';
import { ZData, ZMessageData } from '../common/envelope';
import { ZDigestSettings, ZDigestSettingsInput } from '../common/entities/alert';

export const getDigestSettings = defineContract({
  method: 'GET',
  path: '/api/client/alerts/digest',
  summary: 'The daily digest: on or off, local hour, currencies and markets',
  tags: ['alerts'],
  access: 'subscriber',
  response: ZData(ZDigestSettings),
});

export const updateDigestSettings = defineContract({
  method: 'PUT',
  path: '/api/client/alerts/digest',
  summary: 'Saves the daily digest settings',
  tags: ['alerts'],
  access: 'subscriber',
  body: ZDigestSettingsInput,
  response: ZMessageData(ZDigestSettings),
});
