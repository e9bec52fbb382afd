/**
 * PRODUCT.md 15: the demo start seeds owner accounts under this address scheme (server/cli/seed-marketplace.ts).
 * Nobody can register such an address for real: `.local` receives no mail, so it can never be verified and
 * approved, which keeps the automatic answers to demo voyages only.
 */
const DEMO_OWNER_EMAIL = /^demo-owner-[a-z0-9-]+@feederhub\.local$/;

export const isDemoOwnerEmail = (email: string) => DEMO_OWNER_EMAIL.test(email.toLowerCase());

/** Seconds a demo owner "thinks" before answering a booking request; the job looks every few seconds. */
export const DEMO_ANSWER_DELAY_SECONDS = 20;
