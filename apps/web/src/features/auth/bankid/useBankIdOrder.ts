import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BANKID_POLL_INTERVAL_MS, BANKID_POLL_MAX, BANKID_QR_REFRESH_MAX, BANKID_QR_REFRESH_MS } from '@symptoms/domain';
import { ApiError } from '../../../api/errors';
import { cancelBankId, collectBankId, fetchBankIdQr, startBankId } from './api';

type BankIdState =
  | { phase: 'idle' }
  | { phase: 'starting'; autostart: boolean }
  | {
      phase: 'pending';
      orderRef: string;
      autoStartToken: string;
      autostart: boolean;
      hintCode: string | null;
      qr: { data: string; image: string } | null;
    }
  /** BankID completed the order; what it was for (the login, the profile's confirmation) is being done. */
  | { phase: 'finishing'; autostart: boolean }
  /** `hintCode` for BankID's failures (shown with its message), `error` for ours (the server's message). */
  | { phase: 'failed'; autostart: boolean; hintCode: string | null; error: ApiError | null };

const QR_HINTS = new Set([null, 'outstandingTransaction', 'noClient']);

/**
 * A BankID order as spec 2 §2 runs it: start, the QR renewed every second while nobody has scanned
 * it, collect every 2 s (at most 20 times), then `onCompleted` with the order BankID completed (the
 * login's token grant, or the profile's confirmation of the personnummer).
 */
export function useBankIdOrder(onCompleted: (personnummer: string, orderRef: string) => Promise<void>) {
  const [state, setState] = useState<BankIdState>({ phase: 'idle' });
  const current = useRef(state);
  const completed = useRef(onCompleted);
  // The timers below read the latest state and callback through these, updated after each render.
  useLayoutEffect(() => {
    current.current = state;
    completed.current = onCompleted;
  });

  const fail = useCallback((autostart: boolean, hintCode: string | null, error: unknown) => {
    setState({ phase: 'failed', autostart, hintCode, error: error instanceof ApiError ? error : null });
  }, []);

  const start = useCallback(
    async (autostart: boolean) => {
      setState({ phase: 'starting', autostart });
      try {
        const order = await startBankId(!autostart);
        setState({
          phase: 'pending',
          orderRef: order.OrderRef,
          autoStartToken: order.AutoStartToken,
          autostart,
          hintCode: null,
          qr: order.QrData && order.QrImage ? { data: order.QrData, image: order.QrImage } : null,
        });
      } catch (error) {
        fail(autostart, null, error);
      }
    },
    [fail],
  );

  const cancel = useCallback(async () => {
    const now = current.current;
    setState({ phase: 'idle' });
    if (now.phase === 'pending') await cancelBankId(now.orderRef).catch(() => undefined);
  }, []);

  /** The person opened BankID on this device: BankID's messages for a started app apply from now on. */
  const openedHere = useCallback(() => setState((s) => (s.phase === 'pending' ? { ...s, autostart: true } : s)), []);

  const orderRef = state.phase === 'pending' ? state.orderRef : null;

  // Collect every 2 s; a final answer ends the loop.
  useEffect(() => {
    if (!orderRef) return;
    let stopped = false;
    // Entering `finishing` ends this loop (the order is no longer pending), but what the order was
    // for may still fail: that failure must reach the screen, or it would say "Loggar in…" for ever.
    let finishing = false;
    let polls = 0;
    const still = () => !stopped && current.current.phase === 'pending' && current.current.orderRef === orderRef;
    const poll = async () => {
      if (!still()) return;
      polls += 1;
      const autostart = current.current.phase === 'pending' && current.current.autostart;
      try {
        const answer = await collectBankId(orderRef);
        if (!still()) return;
        if (answer.Status === 'pending') {
          if (polls >= BANKID_POLL_MAX) {
            await cancelBankId(orderRef).catch(() => undefined);
            return fail(autostart, 'expiredTransaction', null);
          }
          setState((s) =>
            s.phase === 'pending' ? { ...s, hintCode: answer.HintCode, qr: QR_HINTS.has(answer.HintCode) ? s.qr : null } : s,
          );
          timer = setTimeout(() => void poll(), BANKID_POLL_INTERVAL_MS);
          return;
        }
        if (answer.Status === 'failed') return fail(autostart, answer.HintCode, null);
        setState({ phase: 'finishing', autostart });
        finishing = true;
        await completed.current(answer.CompletionData!.User.PersonalNumber, orderRef);
      } catch (error) {
        if (!stopped || finishing) fail(autostart, null, error);
      }
    };
    let timer = setTimeout(() => void poll(), BANKID_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderRef, fail]);

  // Renew the animated QR every second while it is shown.
  const showsQr = state.phase === 'pending' && state.qr !== null;
  useEffect(() => {
    if (!orderRef || !showsQr) return;
    let renewals = 0;
    const timer = setInterval(() => {
      renewals += 1;
      if (renewals > BANKID_QR_REFRESH_MAX) return clearInterval(timer);
      fetchBankIdQr(orderRef)
        .then((qr) =>
          setState((s) =>
            s.phase === 'pending' && s.orderRef === orderRef && s.qr ? { ...s, qr: { data: qr.QrData, image: qr.QrImage } } : s,
          ),
        )
        .catch(() => undefined);
    }, BANKID_QR_REFRESH_MS);
    return () => clearInterval(timer);
  }, [orderRef, showsQr]);

  // Leaving the page cancels an order still pending.
  useEffect(
    () => () => {
      const now = current.current;
      if (now.phase === 'pending') void cancelBankId(now.orderRef).catch(() => undefined);
    },
    [],
  );

  return { state, start, cancel, openedHere, reset: () => setState({ phase: 'idle' }) };
}
