import { z } from '@symptoms/domain/zod';
import { Share, type ShareRequestCreate } from '@symptoms/domain';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/** The clinician's side of shares (server area `sharerequests`, spec 2 §6: `physician/shares`). */
export const shareRequestsKeys = { all: queryKeys.shareRequests };

/** The shares with the caller or their present unit, and the caller's requests (no AcceptedDate yet), newest first. */
export const getClinicianShares = (signal?: AbortSignal) => apiRequest('/api/physician/shares', { signal }, z.array(Share));

/** Asks a patient, by personnummer, for a share of what the flags name; the patient accepts or declines it. */
export const requestShare = (request: ShareRequestCreate) => apiRequest('/api/physician/shares', { method: 'POST', json: request }, Share);
