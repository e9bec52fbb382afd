// One definition for every paged list: client/src/lib/page.ts.
export { type Page, toPage } from '@/lib/page';
