// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME } from '../../../core/constants';

const css = readFileSync(join(__dirname, '../../../web/app/styles.css'), 'utf8');
const cssVariable = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1].trim();

describe('design tokens', () => {
  it.each([
    ['color-primary', THEME.primary],
    ['color-secondary', THEME.secondary],
    ['color-error', THEME.error],
    ['color-success', THEME.success],
    ['color-dark-success', THEME.darkSuccess],
    ['color-warning', THEME.warning],
    ['color-disabled', THEME.disabled],
    ['color-background', THEME.background],
  ])('--%s in styles.css matches THEME', (name, value) => {
    expect(cssVariable(name)).toBe(value);
  });
});
