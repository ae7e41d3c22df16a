import { answered, type FixtureMakers } from '../../test/fixtures';

/** A 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const fixtures: FixtureMakers = {
  upload: async (owner) => ({
    ...(await answered<{ Id: string }>(
      owner.call('POST', '/my/patient/uploads', { FileName: 'röntgen.png', MimeType: 'image/png', Data: PNG }),
      'upload',
    )),
    Version: 0,
  }),
};
