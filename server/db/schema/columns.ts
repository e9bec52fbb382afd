import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column sets most tables share (no tables here: drizzle-kit reads none from this file).

/** A random UUID primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who to write to about a listing: a name and an address. */
export const contactColumns = () => ({
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email').notNull(),
});

/** A business contact: name and address, with an optional phone and company. */
export const businessContactColumns = () => ({
  ...contactColumns(),
  contactPhone: text('contact_phone'),
  companyName: text('company_name'),
});
