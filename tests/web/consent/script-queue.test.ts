import { describe, expect, it } from 'vitest';
import { isSubmitPreferencesMessage } from '../../../web/features/consent/consent-watch';
import { type ConsentScript, decisionFor, nextScriptStatus, scriptAction } from '../../../web/features/consent/script-queue';

const tagManager: ConsentScript = { category: 'analytics', src: 'https://tags.example/gtm.js', id: 'gtm', removeOnDecline: true };
const keptOnDecline: ConsentScript = { category: 'functional', src: 'https://reviews.example/widget.js' };

describe('the decision about a category', () => {
  it('is undecided before any choice, for every category but necessary', () => {
    expect(decisionFor('functional', false, ['necessary'])).toBe('undecided');
    expect(decisionFor('analytics', false, ['necessary'])).toBe('undecided');
    expect(decisionFor('necessary', false, [])).toBe('accepted');
  });

  it('is accepted when the choice lists it and declined when a choice leaves it out', () => {
    expect(decisionFor('analytics', true, ['necessary', 'analytics'])).toBe('accepted');
    expect(decisionFor('functional', true, ['necessary', 'analytics'])).toBe('declined');
  });
});

describe('a queued script', () => {
  it('stays queued while undecided, loads on accept and is removed on decline', () => {
    expect(nextScriptStatus('queued', 'undecided')).toBe('queued');
    expect(nextScriptStatus('queued', 'accepted')).toBe('loaded');
    expect(nextScriptStatus('queued', 'declined')).toBe('removed');
    expect(nextScriptStatus('loaded', 'declined')).toBe('removed');
    expect(nextScriptStatus('removed', 'accepted')).toBe('loaded');
    expect(nextScriptStatus('loaded', 'undecided')).toBe('loaded');
  });

  it('adds its tag once, when it first becomes loaded', () => {
    expect(scriptAction(tagManager, 'queued', 'loaded')).toBe('add-tag');
    expect(scriptAction(tagManager, 'removed', 'loaded')).toBe('add-tag');
    expect(scriptAction(tagManager, 'loaded', 'loaded')).toBe('none');
  });

  it('takes its tag off on decline only when flagged removeOnDecline', () => {
    expect(scriptAction(tagManager, 'loaded', 'removed')).toBe('remove-tag');
    expect(scriptAction(keptOnDecline, 'loaded', 'removed')).toBe('none');
    // declined before it ever loaded: marked removed, no tag to take off
    expect(scriptAction(tagManager, 'queued', 'removed')).toBe('none');
  });
});

describe("the privacy manager's message", () => {
  it('is recognised as an object or as JSON text', () => {
    expect(isSubmitPreferencesMessage({ source: 'preference_manager', message: 'submit_preferences' })).toBe(true);
    expect(isSubmitPreferencesMessage('{"source":"preference_manager","message":"submit_preferences"}')).toBe(true);
  });

  it('is not any other message', () => {
    expect(isSubmitPreferencesMessage({ source: 'preference_manager', message: 'open' })).toBe(false);
    expect(isSubmitPreferencesMessage({ source: 'other', message: 'submit_preferences' })).toBe(false);
    expect(isSubmitPreferencesMessage('submit_preferences')).toBe(false);
    expect(isSubmitPreferencesMessage(null)).toBe(false);
    expect(isSubmitPreferencesMessage(42)).toBe(false);
  });
});
