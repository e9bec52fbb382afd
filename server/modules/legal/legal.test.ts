import { impressumKeys, impressumSchema } from '@shared/schemas/impressum';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { setupTestApp, type TestApp } from '../../test/harness';
import { getImpressum } from './impressum.service';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('GET /api/legal/impressum (issue 27)', () => {
  it('answers anyone every field, demo values marked when nothing is configured', async () => {
    const res = await t.request().get('/api/legal/impressum').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = impressumSchema.parse(res.body);
    expect(Object.keys(body)).toEqual([...impressumKeys]);
    for (const key of impressumKeys)
      expect(body[key]).toMatchObject({ demo: true, value: expect.any(String) });
    expect(body.registerNumber.value).toBe('HRB 000000');
  });

  it('takes each configured field from the environment and keeps the rest marked as demo', () => {
    const config = loadConfig({
      IMPRESSUM_NAME: 'Nordfeeder Digital GmbH',
      IMPRESSUM_REGISTER_COURT: 'Amtsgericht Kiel',
      IMPRESSUM_REGISTER_NUMBER: 'HRB 12345 KI',
      IMPRESSUM_VAT_ID: 'DE123456789',
      IMPRESSUM_RESPONSIBLE: 'Jana Beispiel, Hafenstraße 2, 24103 Kiel',
      IMPRESSUM_PHONE: '',
    });
    const impressum = getImpressum(config);
    expect(impressum.name).toEqual({ value: 'Nordfeeder Digital GmbH', demo: false });
    expect(impressum.registerCourt).toEqual({ value: 'Amtsgericht Kiel', demo: false });
    expect(impressum.vatId).toEqual({ value: 'DE123456789', demo: false });
    expect(impressum.responsible.demo).toBe(false);
    expect(impressum.phone.demo).toBe(true);
    expect(impressum.street.demo).toBe(true);
  });
});
