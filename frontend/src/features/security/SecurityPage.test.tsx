import { jest } from '@jest/globals';
import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { AuthService, type PasskeyDto, type PasskeyListDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../test/sdk';
import { quietBackground } from '../../test/social';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

async function openSecurity(twoFactor = false, passkeys: PasskeyDto[] = []) {
  saveSession(makeUser({ two_factor_enabled: twoFactor }), TOKENS);
  quietBackground();
  jest.spyOn(AuthService, 'listPasskeys').mockReturnValue(sdkOk({ data: passkeys }));
  jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser({ two_factor_enabled: twoFactor }) }));
  renderApp('/settings/security');
  await screen.findByRole('heading', { level: 1, name: 'Security' });
  return screen.getByRole('region', { name: 'Two-factor authentication' });
}

describe('security page: two-factor authentication', () => {
  it('enrols: QR code and key, a wrong then a right code, the ten recovery codes once, then On', async () => {
    const section = await openSecurity();
    expect(within(section).getByText('Off')).toBeInTheDocument();
    jest
      .spyOn(AuthService, 'startTotp')
      .mockReturnValue(sdkOk({ data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Plaza:ana', qr_code: 'data:image/png;base64,AAAA' } }));
    const confirm = jest
      .spyOn(AuthService, 'confirmTotp')
      .mockReturnValueOnce(sdkFail(422, validationBody({ code: ['The code is not valid.'] })))
      .mockReturnValueOnce(sdkOk({ user: makeUser({ two_factor_enabled: true }), recovery_codes: CODES }));

    fireEvent.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await within(section).findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    fireEvent.change(within(section).getByLabelText('6-digit code'), { target: { value: '000000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText('The code is not valid.')).toBeInTheDocument();

    fireEvent.change(within(section).getByLabelText('6-digit code'), { target: { value: '123 456' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(confirm).toHaveBeenLastCalledWith({ requestBody: { code: '123456' } });
    expect(within(section).getByText('On')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').two_factor_enabled).toBe(true);

    fireEvent.click(within(section).getByRole('button', { name: 'I saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('turns off with the password and a code, showing what the server refused under its field', async () => {
    const section = await openSecurity(true);
    const disable = jest
      .spyOn(AuthService, 'disableTotp')
      .mockReturnValueOnce(sdkFail(422, validationBody({ password: ['The password is incorrect.'] })))
      .mockReturnValueOnce(sdkOk({ user: makeUser({ two_factor_enabled: false }) }));
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    fireEvent.change(within(section).getByLabelText('Password'), { target: { value: 'Wrong!pass1' } });
    fireEvent.change(within(section).getByLabelText('Code or recovery code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('The password is incorrect.')).toBeInTheDocument();

    fireEvent.change(within(section).getByLabelText('Password'), { target: { value: 'Secret!123' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(disable).toHaveBeenLastCalledWith({ requestBody: { password: 'Secret!123', code: 'abcde-fghjk' } });
    expect(within(section).getByText('Off')).toBeInTheDocument();
  });
});

describe('security page: the account read afresh', () => {
  it('shows two-factor authentication on when the stored user predates turning it on elsewhere', async () => {
    saveSession(makeUser({ two_factor_enabled: false }), TOKENS);
    quietBackground();
    jest.spyOn(AuthService, 'listPasskeys').mockReturnValue(sdkOk<PasskeyListDto>({ data: [] }));
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser({ two_factor_enabled: true }) }));
    renderApp('/settings/security');
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(await within(section).findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(within(section).getByText('On')).toBeInTheDocument();
  });
});

describe('security page: passkeys', () => {
  it('lists them with when they were added and last used, renames and removes one', async () => {
    const passkey: PasskeyDto = { id: 4, name: 'My phone', created_at: '2026-01-05T15:30:00.000Z', last_used_at: null };
    await openSecurity(false, [passkey]);
    const section = screen.getByRole('region', { name: 'Passkeys' });
    expect(await within(section).findByText('My phone')).toBeInTheDocument();
    expect(within(section).getByText('Added Jan 5, 2026 · never used')).toBeInTheDocument();
    const rename = jest.spyOn(AuthService, 'renamePasskey').mockReturnValue(sdkOk({ data: { ...passkey, name: 'Old phone' } }));
    const remove = jest.spyOn(AuthService, 'deletePasskey').mockReturnValue(sdkOk<void>(undefined));

    fireEvent.click(within(section).getByRole('button', { name: 'Rename My phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the passkey' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Old phone ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitForElementToBeRemoved(dialog);
    expect(rename).toHaveBeenCalledWith({ id: 4, requestBody: { name: 'Old phone' } });

    fireEvent.click(within(section).getByRole('button', { name: 'Remove My phone' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith({ id: 4 });
  });

  it('says so when there are none', async () => {
    await openSecurity();
    expect(await within(screen.getByRole('region', { name: 'Passkeys' })).findByText('You have no passkeys yet.')).toBeInTheDocument();
  });
});
