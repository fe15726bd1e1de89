import { describe, expect, it } from 'vitest';
import { diffEntries } from './diff-entries';

describe('diffEntries', () => {
  it('lists changed fields first, then the unchanged ones', () => {
    expect(diffEntries({ role: 'editor', email: 'a@b.c' }, { role: 'admin', email: 'a@b.c' })).toEqual([
      { field: 'role', before: 'editor', after: 'admin', changed: true },
      { field: 'email', before: 'a@b.c', after: 'a@b.c', changed: false },
    ]);
  });

  it('shows a creation as after-only and nested values as JSON', () => {
    expect(diffEntries(null, { tags: ['x'], active: true })).toEqual([
      { field: 'tags', before: '', after: '["x"]', changed: true },
      { field: 'active', before: '', after: 'true', changed: true },
    ]);
  });

  it('has nothing to show when nothing was recorded', () => {
    expect(diffEntries(null, null)).toEqual([]);
  });
});
