/** What the request layer tells the rest of the app; the app shell listens and reacts. */
interface ApiEventMap {
  offline: undefined;
  online: undefined;
  /** Refreshing the token failed: the session is gone. */
  sessionExpired: undefined;
  /** HTTP 412: contracts must be accepted. */
  contracts: undefined;
  /** HTTP 417 (mode 3) or 400 with ErrorCode 4006 (mode 2). */
  twoFactorRequired: { mode: 2 | 3 };
  twoFactorCleared: undefined;
}

type Handler<K extends keyof ApiEventMap> = (payload: ApiEventMap[K]) => void;

const handlers = new Map<keyof ApiEventMap, Set<(payload: never) => void>>();

export const apiEvents = {
  on<K extends keyof ApiEventMap>(event: K, handler: Handler<K>): () => void {
    const set = handlers.get(event) ?? new Set();
    handlers.set(event, set);
    set.add(handler);
    return () => set.delete(handler);
  },
  emit<K extends keyof ApiEventMap>(event: K, ...payload: ApiEventMap[K] extends undefined ? [] : [ApiEventMap[K]]): void {
    for (const handler of handlers.get(event) ?? []) (handler as Handler<K>)(payload[0] as ApiEventMap[K]);
  },
};
