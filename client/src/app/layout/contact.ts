export const SUPPORT_EMAIL = 'support@feederhub.eu';
