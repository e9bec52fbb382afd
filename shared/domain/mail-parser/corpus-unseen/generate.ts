/**
 * Writes a set of labelled mails from its templates: `npx tsx shared/domain/mail-parser/corpus-unseen/generate.ts
 * dev` (or `frozen`, which was run once, before the parser was changed for issue 26; the frozen JSON is not
 * regenerated). Seeds are fixed, so a run is repeatable.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rngOf, type Template } from './kit';
import type { UnseenMail } from './types';

const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export function generate(templates: Template[], perTemplate: number, salt: string): UnseenMail[] {
  const mails: UnseenMail[] = [];
  for (const t of templates)
    for (let i = 0; i < perTemplate; i++) {
      const made = t.make(rngOf(hash(`${salt}:${t.id}:${i}`)));
      mails.push({ id: `${t.id}-${i + 1}`, lang: t.lang, ...made });
    }
  return mails;
}

async function main() {
  const set = process.argv[2];
  if (set !== 'dev' && set !== 'frozen') throw new Error('usage: generate.ts dev|frozen');
  const templates: Template[] =
    set === 'dev'
      ? (await import('./templates-dev')).devTemplates
      : (await import('./templates-frozen')).frozenTemplates;
  const mails = generate(templates, set === 'dev' ? 4 : 5, set);
  writeFileSync(join(import.meta.dirname, `${set}-mails.json`), `${JSON.stringify(mails, null, 1)}\n`);
  console.log(`${mails.length} mails written to ${set}-mails.json`);
}
main();
