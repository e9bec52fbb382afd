import { germanMails } from './mails-de';
import { englishMails } from './mails-en';
import { chineseMails } from './mails-zh';

export const corpus = [...englishMails, ...germanMails, ...chineseMails];
