import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MAX_BYTES, type PatientUpload } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import UploadsPage from './UploadsPage';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PATIENT = '11111111-1111-4111-8111-111111111111';

const stored: PatientUpload[] = [
  {
    Id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    FileName: 'provsvar.pdf',
    MimeType: 'application/pdf',
    Size: 20480,
    CreatedDate: '2026-03-02T09:15:00.000Z',
    PatientId: PATIENT,
  },
  {
    Id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    FileName: 'utslag.png',
    MimeType: 'image/png',
    Size: 5000,
    CreatedDate: '2026-03-01T09:15:00.000Z',
    PatientId: PATIENT,
  },
];

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

function bigFile(): File {
  const file = new File([PNG_BYTES], 'stor.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: UPLOAD_MAX_BYTES + 1 });
  return file;
}

const posts = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/my/patient/uploads' && init?.method === 'POST');

describe('UploadsPage', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('lists the files newest first with name, date and type', async () => {
    stubServer((url) => (url === '/api/my/patient/uploads' ? jsonResponse(stored) : undefined));
    renderRoutes([{ path: '/fileuploads', element: <UploadsPage /> }], '/fileuploads');
    expect(await screen.findByRole('heading', { name: 'Filuppladdningar', level: 1 })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('button', { name: /^Öppna/ }).textContent)).toEqual([
      expect.stringContaining('provsvar.pdf'),
      expect.stringContaining('utslag.png'),
    ]);
    // Stockholm time, written as people write it, whatever the zone the test runs in.
    expect(items[0]).toHaveTextContent('2 mars 2026 10:15 · PDF · 20 kB');
  });

  it('shows the empty text when there are no files', async () => {
    stubServer((url) => (url === '/api/my/patient/uploads' ? jsonResponse([]) : undefined));
    renderRoutes([{ path: '/fileuploads', element: <UploadsPage /> }], '/fileuploads');
    expect(await screen.findByText('Du har inte laddat upp några filer än.')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const fetchMock = stubServer((url) => (url === '/api/my/patient/uploads' ? jsonResponse([]) : undefined));
    renderRoutes([{ path: '/fileuploads', element: <UploadsPage /> }], '/fileuploads');
    await screen.findByText('Du har inte laddat upp några filer än.');
    await userEvent.upload(fileInput(), bigFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Filen är för stor. Den får vara högst 10 MB.');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('refuses a program renamed .png and a text file before sending them', async () => {
    const fetchMock = stubServer((url) => (url === '/api/my/patient/uploads' ? jsonResponse([]) : undefined));
    renderRoutes([{ path: '/fileuploads', element: <UploadsPage /> }], '/fileuploads');
    await screen.findByText('Du har inte laddat upp några filer än.');
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'setup.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), exe);
    expect(await screen.findByRole('alert')).toHaveTextContent('Filtypen stöds inte. Välj en PNG-, JPEG- eller PDF-fil.');
    const text = new File(['hej'], 'anteckning.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(), text, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Filtypen stöds inte.');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends a valid PNG as a data URL and shows the saved toast', async () => {
    let list: PatientUpload[] = [];
    const fetchMock = stubServer((url, init) => {
      if (url !== '/api/my/patient/uploads') return undefined;
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { FileName: string; MimeType: string; Data: string };
        const created: PatientUpload = { ...stored[1]!, FileName: body.FileName };
        list = [created];
        return jsonResponse(created, 201);
      }
      return jsonResponse(list);
    });
    renderRoutes([{ path: '/fileuploads', element: <UploadsPage /> }], '/fileuploads');
    await screen.findByText('Du har inte laddat upp några filer än.');
    await userEvent.upload(fileInput(), new File([PNG_BYTES], 'bild.png', { type: 'image/png' }));
    expect(await screen.findByText('Sparat')).toBeInTheDocument();
    const [, init] = posts(fetchMock)[0]!;
    const body = JSON.parse(String(init!.body)) as { FileName: string; MimeType: string; Data: string };
    expect(body).toMatchObject({ FileName: 'bild.png', MimeType: 'image/png' });
    expect(body.Data).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(await screen.findByRole('button', { name: 'Öppna bild.png' })).toBeInTheDocument();
  });

  it('shows the server’s message when the upload fails', async () => {
    stubServer((url, init) => {
      if (url !== '/api/my/patient/uploads') return undefined;
      if (init?.method === 'POST') return jsonResponse({ ErrorCode: 4105, Message: 'Filen är för stor. Den får vara högst 10 MB.' }, 413);
      return jsonResponse([]);
    });
    renderRoutes([{ path: '/fileuploads', element: <UploadsPage /> }], '/fileuploads');
    await screen.findByText('Du har inte laddat upp några filer än.');
    await userEvent.upload(fileInput(), new File([PNG_BYTES], 'bild.png', { type: 'image/png' }));
    expect(await screen.findByText('Filen är för stor. Den får vara högst 10 MB.')).toBeInTheDocument();
  });

  it('deletes a file only after confirmation', async () => {
    let list = [...stored];
    const fetchMock = stubServer((url, init) => {
      if (url === '/api/my/patient/uploads') return jsonResponse(list);
      if (url === `/api/my/patient/uploads/${stored[0]!.Id}` && init?.method === 'DELETE') {
        list = list.slice(1);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderRoutes([{ path: '/fileuploads', element: <UploadsPage /> }], '/fileuploads');
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort provsvar.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort filen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort provsvar.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ta bort filen?' })).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Öppna provsvar.pdf' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Öppna utslag.png' })).toBeInTheDocument();
  });
});
