import type { ContactMessage } from '@shared/schemas/contact';
import { contactMessages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notifyMany } from '../notifications/notifications.service';
import { limits } from '../rate-limit/rate-limit.service';
import { findActiveAdmins } from '../users/users.repository';

/** PRODUCT.md 11: the message is stored and every administrator is notified. */
export async function sendContactMessage(deps: AppDeps, input: ContactMessage, ip: string) {
  await deps.limiter.consume(`contact:ip:${ip}`, limits.contactPerIp);
  await deps.database.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, ipAddress: ip })
      .returning({ id: contactMessages.id });
    const admins = await findActiveAdmins(tx);
    await notifyMany(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        type: 'system_message' as const,
        text: { key: 'contact', params: { name: input.name, email: input.email, subject: input.subject } },
        // The admin panel opens its contact tab on this message (app/routes/admin/admin-panel.tsx).
        actionUrl: `/admin-panel?tab=contact&message=${stored.id}`,
      })),
    );
  });
  return { message: 'Message sent successfully' };
}
