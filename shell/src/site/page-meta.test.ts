import { pageMeta } from './page-meta';

// remotes.json keeps only each remote's shortest prefixes; a deeper page keeps its own name.
describe('page names under a remote prefix', () => {
  it('names the change request page by its own entry, not the lessons page', () => {
    expect(pageMeta('/lessons/change-request', ['/lessons', '/activities'])?.title).toMatch(/Change a Lesson/);
    expect(pageMeta('/lessons/change-request/', ['/lessons'])?.title).toMatch(/Change a Lesson/);
  });

  it('keeps the prefix name for the prefix itself and unknown pages below it', () => {
    const lessons = pageMeta('/lessons', ['/lessons'])?.title;
    expect(lessons).not.toMatch(/Change a Lesson/);
    expect(pageMeta('/lessons/all', ['/lessons'])?.title).toBe(lessons);
  });
});
