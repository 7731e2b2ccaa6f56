import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StorageService, type SharedWithMeItemDto, type StorageItemDetailDto, type StorageItemDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, sdkPending, TOKENS } from '../../test/sdk';
import { makeAuthor, paged, quietBackground } from '../../test/social';
import { formatBytes, previewKind } from './api';

const ME = makeAuthor({ id: 1, first_name: 'Ana', last_name: 'Lima' });
const BEN = makeAuthor({ id: 2, first_name: 'Ben', last_name: 'Costa' });

function item(overrides: Partial<StorageItemDto> = {}): StorageItemDto {
  return {
    id: 10,
    kind: 'file',
    name: 'notes.txt',
    size: 2048,
    type: 'text/plain',
    folder: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    url: '/api/storage/10/content?u=1&e=1&s=x',
    owner: ME,
    is_mine: true,
    shared_count: 0,
    items_count: 0,
    hidden: false,
    ...overrides,
  };
}

const TRIP = item({ id: 4, kind: 'folder', name: 'Trip', size: 0, type: null, url: null, items_count: 2, shared_count: 1 });

function signIn() {
  saveSession(makeUser({ id: 1, first_name: 'Ana' }), TOKENS);
  quietBackground();
  jest.spyOn(StorageService, 'getStorageQuota').mockReturnValue(sdkOk({ data: { used: 512 * 1024 * 1024, quota: 1024 * 1024 * 1024, free: 512 * 1024 * 1024 } }));
}

describe('StoragePage', () => {
  it('lists the top of my storage, folders first, with the quota used', async () => {
    signIn();
    jest.spyOn(StorageService, 'listStorage').mockReturnValue(sdkOk(paged([TRIP, item()])));
    renderApp('/storage');

    const list = await screen.findByRole('list', { name: 'Files and folders' });
    expect(within(list).getByRole('button', { name: /^Trip.*2 items.*shared with 1/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^notes\.txt.*2 KB/ })).toBeInTheDocument();
    expect(screen.getByText('512 MB of 1 GB used')).toBeInTheDocument();
    expect(StorageService.listStorage).toHaveBeenCalledWith({ folderId: undefined, sort: 'created_at', order: 'desc', page: 1, take: 50 });
  });

  it('opens a folder with its breadcrumbs, and says when it is empty', async () => {
    signIn();
    const detail: StorageItemDetailDto = { ...TRIP, path: [{ id: 3, name: 'Holidays' }] };
    jest.spyOn(StorageService, 'getStorageItem').mockReturnValue(sdkOk({ data: detail }));
    jest.spyOn(StorageService, 'listStorage').mockReturnValue(sdkOk(paged<StorageItemDto>([])));
    renderApp('/storage?folder_id=4');

    const crumbs = await screen.findByRole('navigation', { name: 'Folders' });
    expect(within(crumbs).getByRole('link', { name: 'My files' })).toHaveAttribute('href', '/storage');
    expect(await within(crumbs).findByRole('link', { name: 'Holidays' })).toHaveAttribute('href', '/storage?folder_id=3');
    expect(await within(crumbs).findByText('Trip')).toBeInTheDocument();
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
    expect(StorageService.listStorage).toHaveBeenCalledWith(expect.objectContaining({ folderId: 4 }));
  });

  it('renames in place and shows the moved-or-renamed flag as a toast', async () => {
    signIn();
    jest.spyOn(StorageService, 'listStorage').mockReturnValue(sdkOk(paged([item()])));
    const rename = jest.spyOn(StorageService, 'moveOrRenameStorageItem').mockReturnValue(sdkOk({ data: { ...item({ name: 'todo.txt' }), path: [] as StorageItemDetailDto['path'] } }));
    renderApp('/storage');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for notes.txt' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'New name for notes.txt' });
    fireEvent.change(input, { target: { value: 'todo.txt' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(await screen.findByText('Moved or renamed “todo.txt”')).toBeInTheDocument();
    expect(rename).toHaveBeenCalledWith({ id: 10, requestBody: { name: 'todo.txt' } });
  });

  it('asks before deleting, then shows the delete flag; a refusal shows the server message', async () => {
    signIn();
    jest.spyOn(StorageService, 'listStorage').mockReturnValue(sdkOk(paged([TRIP])));
    const remove = jest.spyOn(StorageService, 'deleteStorageItem').mockReturnValueOnce(sdkFail(403, { statusCode: 403, message: 'Only the owner can change this file or folder' }));
    renderApp('/storage');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Trip' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByText('“Trip” and everything in it will be deleted.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only the owner can change this file or folder')).toBeInTheDocument();

    remove.mockReturnValueOnce(sdkOk<void>(undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Trip”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('“Trip” and everything in it will be deleted.')).not.toBeInTheDocument());
  });

  it('shows what friends shared with me, from whom, without upload buttons', async () => {
    signIn();
    const shared: SharedWithMeItemDto = { ...TRIP, owner: BEN, is_mine: false, shared_count: 0, shared_at: '2026-11-01T10:00:00.000Z' };
    jest.spyOn(StorageService, 'listStorageSharedWithMe').mockReturnValue(sdkOk(paged([shared])));
    renderApp('/storage?view=shared-with-me');

    const list = await screen.findByRole('list', { name: 'Shared with me' });
    expect(within(list).getByRole('button', { name: /^Trip.*from Ben Costa/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Trip' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('uploads with progress into the open folder; a refusal shows the server message', async () => {
    signIn();
    jest.spyOn(StorageService, 'getStorageItem').mockReturnValue(sdkOk({ data: { ...TRIP, path: [] as StorageItemDetailDto['path'] } }));
    jest.spyOn(StorageService, 'listStorage').mockReturnValue(sdkOk(paged<StorageItemDto>([])));
    const upload = jest.spyOn(StorageService, 'uploadStorage').mockReturnValue(sdkFail(413, { statusCode: 413, message: 'Your storage is full' }));
    renderApp('/storage?folder_id=4');

    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    fireEvent.change(await screen.findByLabelText('Files to upload'), { target: { files: [file] } });
    expect(await screen.findByRole('progressbar', { name: 'Uploading hello.txt' })).toBeInTheDocument();
    expect((await screen.findAllByText(/Your storage is full/)).length).toBeGreaterThan(0);
    expect(upload).toHaveBeenCalledWith({ formData: { files: [file], folder_id: 4 } });
  });

  it('uploads files chosen while a just-opened folder is still loading (the chooser kept its input)', async () => {
    signIn();
    const folderDetails = sdkPending<{ data: StorageItemDetailDto }>();
    jest.spyOn(StorageService, 'getStorageItem').mockReturnValue(folderDetails.promise);
    jest.spyOn(StorageService, 'listStorage').mockImplementation(({ folderId }) => sdkOk(paged<StorageItemDto>(folderId ? [] : [TRIP])));
    const upload = jest.spyOn(StorageService, 'uploadStorage').mockReturnValue(sdkOk({ data: [item({ name: 'hello.txt' })] }) as never);
    renderApp('/storage');

    // The file chooser belongs to this input; the member opens the new folder before choosing.
    const chooser = await screen.findByLabelText('Files to upload');
    fireEvent.click(await screen.findByRole('button', { name: /^Trip/ }));
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    fireEvent.change(chooser, { target: { files: [file] } });

    await waitFor(() => expect(upload).toHaveBeenCalledWith({ formData: { files: [file], folder_id: 4 } }));
    folderDetails.resolve({ data: { ...TRIP, path: [] } });
  });
});

describe('storage helpers', () => {
  it('formats sizes and picks a preview from the type', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024 * 1024)).toBe('1 GB');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('video/mp4')).toBe('video');
    expect(previewKind('text/plain')).toBe('text');
    expect(previewKind('application/json')).toBe('text');
    expect(previewKind('text/html')).toBeNull(); // shown as text would be fine, but never rendered
    expect(previewKind('image/svg+xml')).toBeNull();
    expect(previewKind(null)).toBeNull();
  });
});
