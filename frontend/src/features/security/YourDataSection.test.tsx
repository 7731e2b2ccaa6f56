import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountService, type AccountDeletionDto, type MemberExportDto, type MemberExportListDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderWithRealtime } from '../../test/renderSocial';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../test/sdk';
import { fakeRealtime, quietBackground } from '../../test/social';

function anExport(overrides: Partial<MemberExportDto> = {}): MemberExportDto {
  return {
    id: 4,
    status: 'pending',
    progress: 0,
    created_at: '2026-11-29T10:00:00.000Z',
    finished_at: null,
    expires_at: null,
    size_bytes: null,
    download_url: null,
    ...overrides,
  };
}

function signIn(deletion: string | null = null) {
  saveSession(makeUser({ deletion_scheduled_at: deletion }), TOKENS);
  quietBackground();
  const live = fakeRealtime();
  return live;
}

describe('SecurityPage: your data', () => {
  it('requests an export, shows its progress live, then its download and when the next one is allowed', async () => {
    const live = signIn();
    const list = jest
      .spyOn(AccountService, 'listExports')
      .mockReturnValueOnce(sdkOk<MemberExportListDto>({ data: [], next_export_at: null }))
      .mockReturnValueOnce(sdkOk<MemberExportListDto>({ data: [anExport()], next_export_at: '2026-11-30T10:00:00.000Z' }))
      .mockReturnValue(
        sdkOk<MemberExportListDto>({
          data: [anExport({ status: 'ready', progress: 100, size_bytes: 3 * 1024 * 1024, expires_at: '2026-12-06T10:05:00.000Z', download_url: '/api/me/exports/4/download?e=1&s=x' })],
          next_export_at: '2026-11-30T10:00:00.000Z',
        }),
      );
    const request = jest.spyOn(AccountService, 'requestExport').mockReturnValue(sdkOk({ data: anExport() }));
    renderWithRealtime('/settings/security', live.realtime);

    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(within(section).getByText(/one copy every 24 hours/)).toBeInTheDocument();
    const button = within(section).getByRole('button', { name: 'Request my data' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(await within(section).findByText('Waiting')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Request my data' })).toBeDisabled();
    expect(within(section).getByText(/You can request your next copy on Nov 30, 2026/)).toBeInTheDocument();

    act(() => live.emit('export.progress', { export_id: 4, progress: 40, status: 'running' }));
    expect(await within(section).findByRole('progressbar', { name: 'Export progress 40%' })).toBeInTheDocument();
    act(() => live.emit('export.progress', { export_id: 4, progress: 100, status: 'ready' }));
    const download = await within(section).findByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toContain('/api/me/exports/4/download?e=1&s=x');
    expect(within(section).getByText(/3 MB · Available until Dec 06, 2026/)).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('shows the server’s answer when the export is refused', async () => {
    signIn();
    jest.spyOn(AccountService, 'listExports').mockReturnValue(sdkOk<MemberExportListDto>({ data: [], next_export_at: null }));
    jest.spyOn(AccountService, 'requestExport').mockReturnValue(sdkFail(429, { statusCode: 429, message: 'You can request one export a day: the next one from 2026-11-30 10:00 UTC.' }));
    renderWithRealtime('/settings/security', fakeRealtime().realtime);
    const button = await screen.findByRole('button', { name: 'Request my data' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('You can request one export a day: the next one from 2026-11-30 10:00 UTC.')).toBeInTheDocument();
  });
});

describe('SecurityPage: deleting the account', () => {
  it('asks for the password, then shows the banner on every page until the deletion is cancelled', async () => {
    const live = signIn();
    jest.spyOn(AccountService, 'listExports').mockReturnValue(sdkOk<MemberExportListDto>({ data: [], next_export_at: null }));
    const schedule = jest
      .spyOn(AccountService, 'scheduleDeletion')
      .mockReturnValueOnce(sdkFail(422, validationBody({ password: ['The current password is incorrect'] })))
      .mockReturnValueOnce(sdkOk<{ data: AccountDeletionDto }>({ data: { deletion_scheduled_at: '2026-12-13T10:00:00.000Z' } }));
    const cancel = jest.spyOn(AccountService, 'cancelDeletion').mockReturnValue(sdkOk<{ data: AccountDeletionDto }>({ data: { deletion_scheduled_at: null } }));
    renderWithRealtime('/settings/security', live.realtime);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('The current password is incorrect')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'Secret!123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(schedule).toHaveBeenLastCalledWith({ requestBody: { password: 'Secret!123' } }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The banner above the page (the section below says it too), loaded with its own chunk.
    const banner = await waitFor(() => {
      const found = screen.queryAllByRole('status').find((el) => el.textContent?.startsWith('Your account will be deleted on Dec 13, 2026'));
      expect(found).toBeDefined();
      return found!;
    });
    fireEvent.click(within(banner).getByRole('button', { name: 'Cancel deletion' }));
    await waitFor(() => expect(cancel).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText(/Your account will be deleted on/)).not.toBeInTheDocument());
  });

  it('asks for the authenticator code too when two-factor sign-in is on', async () => {
    saveSession(makeUser({ deletion_scheduled_at: null, two_factor_enabled: true }), TOKENS);
    quietBackground();
    jest.spyOn(AccountService, 'listExports').mockReturnValue(sdkOk<MemberExportListDto>({ data: [], next_export_at: null }));
    const schedule = jest.spyOn(AccountService, 'scheduleDeletion').mockReturnValue(sdkOk<{ data: AccountDeletionDto }>({ data: { deletion_scheduled_at: '2026-12-13T10:00:00.000Z' } }));
    renderWithRealtime('/settings/security', fakeRealtime().realtime);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'Secret!123' } });
    fireEvent.change(within(dialog).getByLabelText(/Authentication code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(schedule).toHaveBeenCalledWith({ requestBody: { password: 'Secret!123', code: '123456' } }));
  });

  it('shows the banner at sign-in when the account is scheduled for deletion', async () => {
    signIn('2026-12-13T10:00:00.000Z');
    renderWithRealtime('/marketplaces', fakeRealtime().realtime);
    expect(await screen.findByText(/Your account will be deleted on Dec 13, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel deletion' })).toBeInTheDocument();
  });
});
