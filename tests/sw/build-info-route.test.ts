import './worker-scope';
import { describe, expect, it } from 'vitest';
import { isBuildInfoRequest } from '../../sw/routes/build-info';
import { target } from './request-target';

describe('isBuildInfoRequest', () => {
  it('matches the build-info file, whatever cache-busting query it carries', () => {
    expect(isBuildInfoRequest(target('/builds/latest.json'))).toBe(true);
    expect(isBuildInfoRequest(target('/builds/latest.json?t=1732240000'))).toBe(true);
  });

  it('matches nothing else', () => {
    expect(isBuildInfoRequest(target('/builds/other.json'))).toBe(false);
    expect(isBuildInfoRequest(target('/api/health'))).toBe(false);
    expect(isBuildInfoRequest(target('https://cdn.example/builds/latest.json'))).toBe(false);
  });
});
