import { approvalStatuses, roles, userTypes } from '@shared/schemas/auth';
import { languages } from '@shared/schemas/common';
import { currencies } from '@shared/schemas/money';
import { notificationPriorities, notificationTypes } from '@shared/schemas/notifications';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', roles);
export const userTypeEnum = pgEnum('user_type', userTypes);
export const approvalStatusEnum = pgEnum('approval_status', approvalStatuses);
export const languageEnum = pgEnum('language', languages);
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);
export const notificationPriorityEnum = pgEnum('notification_priority', notificationPriorities);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', ['verify_email', 'reset_password']);
export const currencyEnum = pgEnum('currency', currencies);
