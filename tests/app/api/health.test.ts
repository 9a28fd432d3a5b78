// The health route answers 503 with a reason, not a bare 500, when the database is unreachable.
import { afterEach, expect, test, vi } from 'vitest';
import { GET } from '@/app/api/health/route';

afterEach(() => {
  vi.unstubAllEnvs();
});

test('an unreachable database is a 503 naming the kind of failure, never the address', async () => {
  // Port 1 on this machine refuses connections at once.
  vi.stubEnv('DATABASE_URL', 'postgres://postgres:secret@127.0.0.1:1/warri');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await GET();
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  const body = await response.json();
  expect(body).toEqual({ ok: false, reason: 'database unavailable (ECONNREFUSED)' });
  expect(JSON.stringify(body)).not.toContain('secret');
});
