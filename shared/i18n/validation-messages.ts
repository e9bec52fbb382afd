import { de } from './validation/de';
import { en } from './validation/en';
import { zh } from './validation/zh';

/** Every language's validation texts, for the server (English answers) and the tests that compare them. */
export const validationMessages = { en, zh, de } as const;
