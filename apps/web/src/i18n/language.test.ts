// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: `t` and the Arabic catalogue's loading are module state.
async function freshLanguage() {
  vi.resetModules();
  return import('./language');
}

describe('the catalogue in use', () => {
  beforeEach(() => localStorage.clear());

  it("starts with the first screen's Arabic texts only, and has every screen's once they are ready", async () => {
    const language = await freshLanguage();
    expect(language.t.landing.lead).toMatch(/[\u0600-\u06FF]/);
    expect(language.t.session.signInHeading).toMatch(/[\u0600-\u06FF]/);
    // Another screen's section is not there before the first render's lazy modules ask for it.
    expect((language.t as Partial<typeof language.t>).home).toBeUndefined();

    await language.whenTextsReady();
    expect(language.t.home).toBeDefined();
    expect(language.t.converter).toBeDefined();
    expect(language.t.landing.lead).toMatch(/[\u0600-\u06FF]/);
  });

  it('leaves English in place when it was chosen while the Arabic texts were loading', async () => {
    const language = await freshLanguage();
    const ready = language.whenTextsReady();
    await language.setLanguage('en');
    await ready;
    expect(language.getLanguage()).toBe('en');
    expect(language.t.landing.lead).toMatch(/[A-Za-z]/);
  });

  it('switching back to Arabic gives the whole Arabic catalogue', async () => {
    const language = await freshLanguage();
    await language.setLanguage('en');
    await language.setLanguage('ar');
    expect(language.t.home).toBeDefined();
    expect(language.t.app.name).toBe('صرّاف');
  });
});
