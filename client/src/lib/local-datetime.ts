/**
 * `<input type="datetime-local">` holds 'YYYY-MM-DDTHH:mm' in the browser's time zone; the server takes instants
 * (ISO 8601). These convert between the two for every form that edits a date and time.
 */

/** A local date-time as the instant the server expects; text that is no date stays as it is, to be refused. */
export const localToIso = (local: string) => {
  if (!local) return '';
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
};

/** An instant as the value of a datetime-local input, in the browser's time zone. */
export function isoToLocal(iso: string | Date) {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
