import { z } from 'zod';
import { ZMsisdn } from '../msisdn';
import { ZTimestamp } from '../fields';
import { ZSubscription } from './subscription';

/** msisdn, name, email, level; plus the my-bill notification setting. */
export const ZSubscriber = z.object({
  msisdn: ZMsisdn,
  /** Null until the subscriber gives one (sign-up needs only the number). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Set only by the local profile update; meaning not shown, kept as given. */
  level: z.string().nullable(),
  /** Off turns every SMS alert and notification off (not codes, nor legally required notices). */
  notifications_enabled: z.boolean(),
  created_at: ZTimestamp,
});
export type TSubscriber = z.infer<typeof ZSubscriber>;

/** The signed-in subscriber with the current subscription (null if there is none). */
export const ZSubscriberProfile = ZSubscriber.extend({
  subscription: ZSubscription.nullable(),
});
export type TSubscriberProfile = z.infer<typeof ZSubscriberProfile>;
