/** Where bug reports are filed: GitHub's or GitLab's issues REST API, by the URL of the repository or project. */
export interface TrackerConnection {
  kind: 'github' | 'gitlab';
  /** GitHub: `https://api.github.com/repos/{owner}/{repo}`; GitLab: `https://gitlab.example/api/v4/projects/{id}`. */
  url: string;
  token: string;
}

export interface FiledIssue {
  /** GitHub's issue number, GitLab's iid: what people call the issue in that project. */
  id: string;
  url: string;
}

export class TrackerUnavailable extends Error {}

/** A tracker's answer may take a while; longer than this and the handler is told to try again. */
const TIMEOUT_MS = 10_000;
/** Answers that say nothing was made and a moment later may go through: tried once more. */
const TRY_AGAIN = new Set([429, 502, 503]);
const RETRY_AFTER_MS = 500;

/**
 * The issues REST API of GitHub (`POST {repo}/issues` with `title`, `body`, `labels` and a bearer
 * token; answers `number` and `html_url`) or GitLab (`POST {project}/issues` with `title`,
 * `description`, `labels` and `PRIVATE-TOKEN`; answers `iid` and `web_url`). A time-out is not
 * retried: the issue may have been made.
 */
export class IssueTracker {
  constructor(private readonly connection: TrackerConnection) {}

  async file(title: string, text: string): Promise<FiledIssue> {
    const response = await this.post(title, text);
    const retried = TRY_AGAIN.has(response.status) ? await this.post(title, text, RETRY_AFTER_MS) : response;
    if (!retried.ok) throw new TrackerUnavailable(`the tracker answered HTTP ${retried.status}`);
    const body = (await retried.json().catch(() => null)) as Record<string, unknown> | null;
    const [id, url] = this.connection.kind === 'github' ? [body?.number, body?.html_url] : [body?.iid, body?.web_url];
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof url !== 'string')
      throw new TrackerUnavailable('the tracker answered without an issue');
    return { id: String(id), url };
  }

  private async post(title: string, text: string, afterMs = 0): Promise<Response> {
    if (afterMs) await new Promise((resolve) => setTimeout(resolve, afterMs));
    const { kind, url, token } = this.connection;
    const github = kind === 'github';
    try {
      return await fetch(`${url.replace(/\/$/, '')}/issues`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: github ? 'application/vnd.github+json' : 'application/json',
          ...(github ? { authorization: `Bearer ${token}` } : { 'private-token': token }),
        },
        body: JSON.stringify(github ? { title, body: text, labels: ['bug'] } : { title, description: text, labels: 'bug' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new TrackerUnavailable(error instanceof Error ? error.message : 'no answer');
    }
  }
}
