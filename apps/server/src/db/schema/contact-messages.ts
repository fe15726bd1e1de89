import { index, inet, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { contactMessageStatus } from './enums';
import { subscribers } from './subscribers';

/** The contact-us inbox (`send/message`): stored before anything else, so nothing is lost. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** As typed by the visitor (normalised when it parses); not necessarily a subscriber's. */
    msisdn: text(),
    email: text(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The currency the message is about (ISO code, one the service quotes), chosen in the form. */
    currency: text(),
    /** Set when a signed-in subscriber wrote it. */
    subscriberId: integer().references(() => subscribers.id, { onDelete: 'set null' }),
    ip: inet(),
    userAgent: text(),
    status: contactMessageStatus().notNull().default('new'),
    answeredAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The inbox: new messages first, newest first.
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);
