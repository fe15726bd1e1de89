import { defineContract } from '../contract';
import { ZData, ZMessageData } from '../common/envelope';
import { ZFavourites, ZFavouritesInput } from '../common/entities/alert';

export const getFavourites = defineContract({
  method: 'GET',
  path: '/api/client/alerts/favourites',
  summary: 'Pinned currencies and markets (home shows them first)',
  tags: ['alerts'],
  access: 'subscriber',
  response: ZData(ZFavourites),
});

/** Replaces both lists, in the given order; 422 on an unknown code or market. */
export const updateFavourites = defineContract({
  method: 'PUT',
  path: '/api/client/alerts/favourites',
  summary: 'Saves the pinned currencies and markets',
  tags: ['alerts'],
  access: 'subscriber',
  body: ZFavouritesInput,
  response: ZMessageData(ZFavourites),
});
