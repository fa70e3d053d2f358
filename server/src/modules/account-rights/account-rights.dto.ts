import { ApiProperty } from '@nestjs/swagger';
import { msg } from '../../common/validation/messages';
import { TextField } from '../../common/validation/fields';

/**
 * `POST /api/account/deletion` (issue 26 part 4): the account's password confirms it; a Google-only
 * account sends none and must have signed in with Google within the last 5 minutes.
 */
export class RequestDeletionDto {
  @TextField({
    label: 'كلمة المرور',
    optional: true,
    notEmpty: true,
    maxLength: 100,
    messages: { string: msg.required },
  })
  password?: string;
}

/** The account is closed; it is erased at `deletionDueAt` unless the player signs in before. */
export class DeletionRequestedDto {
  success: boolean;
  message: string;
  /** ISO time of the erasure. */
  deletionDueAt: string;
  /** The grace period, in days. */
  @ApiProperty({ type: 'integer' }) graceDays: number;
}

export const DATA_EXPORT_STATES = ['none', 'preparing', 'ready', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/**
 * The player's latest copy of their data (issue 26 part 5): `preparing` while the job runs, `ready`
 * with the download path until `expiresAt`, `failed`; `none` before any or once expired.
 */
export class DataExportStatusDto {
  @ApiProperty({ enum: DATA_EXPORT_STATES, enumName: 'DataExportState' }) status: DataExportState;
  /** ISO time of the latest request, null without one. */
  requestedAt: string | null;
  /** ISO time the link stops working (ready only). */
  expiresAt: string | null;
  /** The API path that downloads the JSON with the player's token (ready only). */
  downloadPath: string | null;
  /** ISO time the next copy may be requested (null: now). */
  nextAllowedAt: string | null;
}
