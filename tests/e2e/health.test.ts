import { expect, test } from 'vitest';
import { latestKnownMigration } from '@/db/migrate';
import { testServerUrl } from '../db/server-databases';
import { describeE2E, e2eApp } from './helpers';

describeE2E('GET /api/health', () => {
  test('answers 200 with the database kind and the newest migration', async () => {
    const response = await fetch(`${e2eApp().baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      ok: true,
      database: testServerUrl() ? 'postgres' : 'pglite',
      migration: latestKnownMigration(),
    });
  });
});
