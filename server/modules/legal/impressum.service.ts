import type { Impressum, ImpressumKey } from '@shared/schemas/impressum';
import type { Config } from '../../config';

/** The environment variable of each field (documented in .env.example and the README). */
export const impressumEnv = {
  name: 'IMPRESSUM_NAME',
  street: 'IMPRESSUM_STREET',
  city: 'IMPRESSUM_CITY',
  country: 'IMPRESSUM_COUNTRY',
  representative: 'IMPRESSUM_REPRESENTATIVE',
  registerCourt: 'IMPRESSUM_REGISTER_COURT',
  registerNumber: 'IMPRESSUM_REGISTER_NUMBER',
  vatId: 'IMPRESSUM_VAT_ID',
  email: 'IMPRESSUM_EMAIL',
  phone: 'IMPRESSUM_PHONE',
  responsible: 'IMPRESSUM_RESPONSIBLE',
} as const satisfies Record<ImpressumKey, keyof Config>;

/** Obviously invented (Mustermann, zeros), and marked on the page: a demo must never look like a real imprint. */
const DEMO: Record<ImpressumKey, string> = {
  name: 'FeederHub GmbH (demo)',
  street: 'Musterstraße 1',
  city: '20457 Hamburg',
  country: 'Germany',
  representative: 'Max Mustermann',
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  email: 'legal@feederhub.eu',
  phone: '+49 40 0000000',
  responsible: 'Max Mustermann, Musterstraße 1, 20457 Hamburg',
};

/** Issue 27: the imprint from configuration; every field left unset shows its demo value, flagged. */
export function getImpressum(config: Config): Impressum {
  return Object.fromEntries(
    Object.entries(impressumEnv).map(([key, env]) => {
      const value = config[env];
      return [key, value ? { value, demo: false } : { value: DEMO[key as ImpressumKey], demo: true }];
    }),
  ) as Impressum;
}
