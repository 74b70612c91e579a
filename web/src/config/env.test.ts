import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('web app environment', () => {
  it('defaults to the local stack', () => {
    expect(readEnv({})).toEqual({
      apiBaseUrl: '/api',
      firebase: { projectId: 'demo-machinery-market', apiKey: 'demo-api-key', authDomain: '', storageBucket: '', appId: '' },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      storageMode: 'local',
      storageEmulatorHost: '',
      recaptchaSiteKey: '',
    });
  });

  it('in a production build, never falls back to the emulators: a missing project is an error', () => {
    const start = () => readEnv({ MODE: 'production' });
    expect(start).toThrow(/VITE_FIREBASE_PROJECT_ID/);
    expect(start).toThrow(/VITE_FIREBASE_API_KEY/);
    const env = readEnv({ MODE: 'production', VITE_FIREBASE_PROJECT_ID: 'machinery-market-prod', VITE_FIREBASE_API_KEY: 'key' });
    expect(env).toMatchObject({ authEmulatorUrl: '', storageMode: 'firebase', firebase: { projectId: 'machinery-market-prod' } });
  });

  it('accepts a real project: an absolute API address and no Auth emulator', () => {
    const env = readEnv({ VITE_API_BASE_URL: 'https://machinery.test/api/', VITE_AUTH_EMULATOR_URL: '', VITE_STORAGE_MODE: 'firebase' });
    expect(env).toMatchObject({ apiBaseUrl: 'https://machinery.test/api', authEmulatorUrl: '', storageMode: 'firebase' });
  });

  it('stops start-up naming every bad variable', () => {
    const start = () => readEnv({ VITE_STORAGE_MODE: 'disk', VITE_API_BASE_URL: 'api' });
    expect(start).toThrow(/VITE_STORAGE_MODE/);
    expect(start).toThrow(/VITE_API_BASE_URL/);
    expect(start).toThrow(/must be "local" or "firebase"/);
  });
});
