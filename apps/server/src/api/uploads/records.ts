import type { UploadMimeType } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { raw, sql, type Sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords } from '../../platform/records';

export interface UploadRow extends Row {
  id: string;
  patient_id: string;
  file_name: string;
  mime_type: UploadMimeType;
  size_bytes: number;
  created_date: Date;
}

/**
 * The patient's files (migration 0003): the bytes in `data` beside their metadata, which lists
 * read without the bytes. Deleted for good (the trash covers reports and notes only).
 */
export const uploadRecords = defineRecords<UploadRow>({
  area: 'uploads',
  resourceType: 'PatientUpload',
  table: 'patient_uploads',
  columns: ['id', 'patient_id', 'file_name', 'mime_type', 'size_bytes', 'created_date'],
  audit: sql`jsonb_build_object('Id', id, 'MimeType', mime_type, 'Size', size_bytes,
    'CreatedDate', ${isoText('created_date')}, 'PatientId', patient_id)`,
});

/** The file's bytes, which only the file's own route reads. */
export const WITH_DATA = raw('data');

/**
 * Whether one more file of `bytes` keeps the patient within the upload limits: SQL for the insert's
 * `when`, so the check and the write are one statement.
 */
export function fitsUploadLimits(patientId: string, bytes: number, limits: { files: number; totalBytes: number }): Sql {
  return sql`(SELECT count(*) < ${limits.files} AND coalesce(sum(size_bytes), 0) + ${bytes} <= ${limits.totalBytes}
    FROM patient_uploads WHERE patient_id = ${patientId})`;
}
