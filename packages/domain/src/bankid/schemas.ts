import { z } from '../zod';

/** The hint codes of RP API v6 collect (protocols/bankid-rp-v6.md §4); BankID may add others. */
export const BANKID_PENDING_HINTS = ['outstandingTransaction', 'noClient', 'started', 'userMrtd', 'userCallConfirm', 'userSign'] as const;
export const BANKID_FAILED_HINTS = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;

/** POST /api/bankid/auth/ (spec 2 §7). No personnummer: BankID starts securely, by QR or on this device. */
export const BankIdAuthRequest = z.object({
  OrganizationId: z.string().max(64).optional(),
  GroupId: z.string().max(64).optional(),
  GetQr: z.boolean().default(true),
});
export type BankIdAuthRequest = z.infer<typeof BankIdAuthRequest>;

/** The order as the browser gets it; the QR secret stays on the server. */
export const BankIdAuthResponse = z.object({
  OrderRef: z.string(),
  AutoStartToken: z.string(),
  /** `bankid.<qrStartToken>.<seconds>.<hmac>` at second 0, and its image (SVG data URL); null without GetQr. */
  QrData: z.string().nullable(),
  QrImage: z.string().nullable(),
});
export type BankIdAuthResponse = z.infer<typeof BankIdAuthResponse>;

/** GET /api/bankid/qr/{orderRef}: the animated QR for this second. */
export const BankIdQrResponse = z.object({ QrData: z.string(), QrImage: z.string() });
export type BankIdQrResponse = z.infer<typeof BankIdQrResponse>;

const BankIdStatus = z.enum(['pending', 'failed', 'complete']);
export type BankIdStatus = z.infer<typeof BankIdStatus>;

/** GET /api/bankid/collect/{orderRef} (spec 2 §3 Bank e-ID collect response). */
export const BankIdCollectResponse = z.object({
  OrderRef: z.string(),
  Status: BankIdStatus,
  HintCode: z.string().nullable(),
  CompletionData: z
    .object({
      User: z.object({ PersonalNumber: z.string(), Name: z.string(), GivenName: z.string(), Surname: z.string() }),
      Device: z.object({ IpAddress: z.string() }),
      BankIdIssueDate: z.string().nullable(),
    })
    .nullable(),
});
export type BankIdCollectResponse = z.infer<typeof BankIdCollectResponse>;
