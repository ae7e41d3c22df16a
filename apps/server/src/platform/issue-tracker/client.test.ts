import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssueTracker, TrackerUnavailable } from './client';
import { startTrackerSimulator, type TrackerSimulator } from './simulator';

let tracker: TrackerSimulator;
beforeAll(async () => {
  tracker = await startTrackerSimulator('the-token');
});
afterAll(() => tracker.close());

describe('the issue tracker client against the simulator', () => {
  it('files an issue through GitHub’s API and through GitLab’s, each with its own fields and label', async () => {
    const onGithub = await new IssueTracker(tracker.github).file('Grafen laddar inte', 'På telefonen.');
    const onGitlab = await new IssueTracker(tracker.gitlab).file('Knappen syns inte', 'I profilen.');
    expect(onGithub).toEqual({ id: '1', url: expect.stringMatching(/\/issues\/1$/) });
    expect(onGitlab).toEqual({ id: '2', url: expect.stringMatching(/\/issues\/2$/) });
    expect(tracker.issues).toEqual([
      { id: 1, kind: 'github', title: 'Grafen laddar inte', body: 'På telefonen.', labels: ['bug'] },
      { id: 2, kind: 'gitlab', title: 'Knappen syns inte', body: 'I profilen.', labels: ['bug'] },
    ]);
  });

  it('tries once more when the tracker is briefly down or rate limits, and gives up the second time', async () => {
    const before = tracker.issues.length;
    tracker.failNext(503);
    expect((await new IssueTracker(tracker.github).file('Efter ett avbrott', 'Text.')).id).toBe(String(before + 1));
    tracker.failNext(429, 2);
    await expect(new IssueTracker(tracker.github).file('Aldrig', 'Text.')).rejects.toThrow(TrackerUnavailable);
    expect(tracker.issues).toHaveLength(before + 1);
  });

  it('refuses a wrong token and a repository that does not exist, making nothing', async () => {
    const before = tracker.issues.length;
    await expect(new IssueTracker({ ...tracker.github, token: 'stolen' }).file('Fel nyckel', 'Text.')).rejects.toThrow(/401/);
    await expect(new IssueTracker({ ...tracker.gitlab, token: 'stolen' }).file('Fel nyckel', 'Text.')).rejects.toThrow(/401/);
    const elsewhere = { ...tracker.github, url: tracker.github.url.replace('symptoms/symptoms', 'someone/else') };
    await expect(new IssueTracker(elsewhere).file('Fel förråd', 'Text.')).rejects.toThrow(/404/);
    expect(tracker.issues).toHaveLength(before);
  });

  it('says the tracker is unavailable when nothing answers', async () => {
    const gone = await startTrackerSimulator();
    const connection = gone.github;
    await gone.close();
    await expect(new IssueTracker(connection).file('Ingen där', 'Text.')).rejects.toThrow(TrackerUnavailable);
  });
});
