import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../emulators/stack.js';
import { API_REPORTS, writeApiDocument } from './document.js';

describe('the API document', () => {
  it("passes Redocly's recommended rules with no warning left but the explained ones", () => {
    writeApiDocument();
    // Colour off: NO_COLOR beside an inherited FORCE_COLOR makes Node print a warning of its own.
    const { FORCE_COLOR: _colour, ...env } = process.env;
    const lint = spawnSync(join(ROOT, 'node_modules', '.bin', 'redocly'), ['lint', '--config', 'redocly.yaml', 'openapi.json'], {
      cwd: API_REPORTS,
      encoding: 'utf8',
      // Offline and quiet: no usage data sent, no update check.
      env: { ...env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 60_000,
    });
    const output = `${lint.stdout}${lint.stderr}`;
    expect(lint.status, output).toBe(0);
    expect(output).toContain('Your API description is valid');
    expect(output).not.toMatch(/warning/i);
  });
});
