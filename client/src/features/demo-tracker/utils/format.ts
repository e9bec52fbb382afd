import type { TFunction } from 'i18next';
import { regionalLocale } from '@/lib/format';

/** Degrees and decimal minutes, as charts and AIS displays write positions: 53°52.27′ (0.01′ is about 18 m). */
export function degreesMinutes(value: number, degreeDigits: number, language: string): string {
  let deg = Math.floor(Math.abs(value));
  let min = Math.round((Math.abs(value) - deg) * 60 * 100) / 100;
  if (min >= 60) {
    deg += 1;
    min = 0;
  }
  const minutes = new Intl.NumberFormat(regionalLocale(language), {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(min);
  return `${String(deg).padStart(degreeDigits, '0')}°${minutes}′`;
}

export function formatLatitude(lat: number, t: TFunction, language: string) {
  return t(lat < 0 ? 'position.south' : 'position.north', { value: degreesMinutes(lat, 2, language) });
}

export function formatLongitude(lon: number, t: TFunction, language: string) {
  return t(lon < 0 ? 'position.west' : 'position.east', { value: degreesMinutes(lon, 3, language) });
}

export const formatDecimal = (value: number, digits: number, language: string) =>
  new Intl.NumberFormat(regionalLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/** A course as three digits, the way it is spoken on the bridge: 007°, 158°. */
export const formatHeading = (deg: number) => String(Math.round(deg) % 360).padStart(3, '0');

/** Weekday, date and time in the visitor's time zone, which is named: the ships are in several. */
export const formatEta = (iso: string, language: string) =>
  new Intl.DateTimeFormat(regionalLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

export const formatClock = (iso: string, language: string) =>
  new Intl.DateTimeFormat(regionalLocale(language), { timeStyle: 'medium' }).format(new Date(iso));
