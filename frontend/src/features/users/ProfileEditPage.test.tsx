import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, sdkPending, TOKENS, validationBody } from '../../test/sdk';

const USER = makeUser({ about: 'Cyclist.', location: 'Lisbon', gender: 'Female', date_of_birth: '1990-04-12' });

async function openEdit(user = USER) {
  saveSession(user, TOKENS);
  renderApp('/profile/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
}

const input = (label: string) => screen.getByLabelText(label);
const change = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('ProfileEditPage', () => {
  it("starts from the member's values and has every field of the profile form", async () => {
    await openEdit();

    expect(input('First name')).toHaveValue('Ana');
    expect(input('Last name')).toHaveValue('Martins');
    expect(input('Username')).toHaveValue('ana');
    expect(input('Email')).toHaveValue('ana@example.com');
    expect(input('New password')).toHaveValue('');
    expect(input('Confirm new password')).toHaveValue('');
    expect(input('Date of birth')).toHaveValue('1990-04-12');
    expect(input('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    expect(input('About')).toHaveValue('Cyclist.');
    expect(input('Location')).toHaveValue('Lisbon');
    for (const label of [
      'Country',
      'Favorite TV show',
      'Favorite music',
      'Education',
      'Other interests',
      'Work experience',
    ]) {
      expect(input(label)).toHaveValue('');
    }
  });

  it('sends only the fields that are non-empty and differ, with the chosen avatar', async () => {
    const updated = makeUser({ ...USER, first_name: 'Anna', country: 'Portugal', avatar: 'new.webp' });
    const edit = jest.spyOn(AuthService, 'editProfile').mockReturnValue(sdkOk({ user: updated }));
    await openEdit();
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

    change('First name', 'Anna'); // changed
    change('Last name', 'Martins'); // same as now
    change('Location', '   '); // empty after trimming: not sent
    change('Country', ' Portugal '); // new, trimmed
    change('About', 'Cyclist.'); // same as now
    fireEvent.change(screen.getByLabelText('Profile photo file'), { target: { files: [photo] } });
    expect(screen.getByText('me.png will be your new photo when you save.')).toBeInTheDocument();
    save();

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(edit).toHaveBeenCalledTimes(1);
    expect(edit.mock.calls[0][0]).toEqual({ formData: { first_name: 'Anna', country: 'Portugal', avatar: photo } });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ first_name: 'Anna', avatar: 'new.webp' });
    await waitFor(() => expect(input('Country')).toHaveValue('Portugal'));
  });

  it('shows a progress bar and keeps the form busy while saving', async () => {
    const pending = sdkPending<{ user: ReturnType<typeof makeUser> }>();
    jest.spyOn(AuthService, 'editProfile').mockReturnValue(pending.promise);
    await openEdit();

    change('Education', 'Lisbon University');
    save();

    expect(await screen.findByRole('progressbar', { name: 'Saving your profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /save changes/i })).toBeDisabled();
    pending.resolve({ user: makeUser({ ...USER, education: 'Lisbon University' }) });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Saving your profile' })).not.toBeInTheDocument();
  });

  it('sends a new password with its confirmation and the current password', async () => {
    const edit = jest.spyOn(AuthService, 'editProfile').mockReturnValue(sdkOk({ user: USER }));
    await openEdit();

    change('New password', 'NewSecret!1');
    change('Confirm new password', 'NewSecret!1');
    save();
    expect(await screen.findByText('Enter your current password to change your password or email')).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();

    change('Current password', 'OldSecret!1');
    save();
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(edit.mock.calls[0][0]).toEqual({
      formData: { password: 'NewSecret!1', password_confirmation: 'NewSecret!1', current_password: 'OldSecret!1' },
    });
  });

  it('asks for the current password to change the email, and shows the server saying it is wrong', async () => {
    const edit = jest
      .spyOn(AuthService, 'editProfile')
      .mockReturnValue(sdkFail(422, validationBody({ current_password: ['The current password is incorrect'] })));
    await openEdit();

    change('Email', 'ana.new@example.com');
    change('Current password', 'Wrong!pass1');
    save();

    await waitFor(() => expect(input('Current password')).toHaveAccessibleDescription('The current password is incorrect'));
    expect(edit.mock.calls[0][0]).toEqual({ formData: { email: 'ana.new@example.com', current_password: 'Wrong!pass1' } });
  });

  it('says a new email changes only once its mailed link is followed, and keeps the current one in the form', async () => {
    const edit = jest
      .spyOn(AuthService, 'editProfile')
      .mockReturnValue(sdkOk({ user: makeUser({ ...USER, pending_email: 'ana.new@example.com' }) }));
    await openEdit();

    change('Email', 'ana.new@example.com');
    change('Current password', 'Secret!123');
    save();

    expect(await screen.findByText(/your address changes when you confirm it/)).toHaveTextContent(
      'We sent a link to ana.new@example.com — your address changes when you confirm it.',
    );
    expect(edit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(input('Email')).toHaveValue('ana@example.com'));
  });

  it('needs no current password for other fields, and does not send one', async () => {
    const edit = jest.spyOn(AuthService, 'editProfile').mockReturnValue(sdkOk({ user: USER }));
    await openEdit();

    change('Current password', 'typed anyway');
    change('Education', 'Lisbon University');
    save();

    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(edit.mock.calls[0][0]).toEqual({ formData: { education: 'Lisbon University' } });
  });

  it('calls nothing when nothing changed', async () => {
    const edit = jest.spyOn(AuthService, 'editProfile');
    await openEdit();

    save();

    expect(await screen.findByText('Nothing to save: change a field or choose a new photo first.')).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
  });

  it('shows the spec messages and does not call the API for invalid values', async () => {
    const edit = jest.spyOn(AuthService, 'editProfile');
    await openEdit();

    change('First name', 'Al');
    change('Last name', '');
    change('Username', 'u'.repeat(256));
    change('Email', 'ana@');
    change('New password', 'short');
    change('Confirm new password', 'other');
    change('About', 'a'.repeat(501));
    change('Education', 'e'.repeat(256));
    save();

    await waitFor(() =>
      expect(input('First name')).toHaveAccessibleDescription('This field must be at least 3 characters long'),
    );
    expect(input('Last name')).toHaveAccessibleDescription('This field is required!');
    expect(input('Username')).toHaveAccessibleDescription('This field must be at most 255 characters long');
    expect(input('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(input('New password')).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(input('Confirm new password')).toHaveAccessibleDescription('Passwords must match');
    expect(input('About')).toHaveAccessibleDescription('This field must be at most 500 characters long');
    expect(input('Education')).toHaveAccessibleDescription('This field must be at most 255 characters long');
    expect(edit).not.toHaveBeenCalled();
  });

  it("shows the server's 422 messages under the matching fields", async () => {
    jest
      .spyOn(AuthService, 'editProfile')
      .mockReturnValue(sdkFail(422, validationBody({ email: ['This email is already taken.'] })));
    await openEdit();

    change('Email', 'sam@example.com');
    change('Current password', 'Secret!123');
    save();

    await waitFor(() => expect(input('Email')).toHaveAccessibleDescription('This email is already taken.'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'ana@example.com' });
  });

  it('refuses a file that is not an image before uploading anything', async () => {
    const edit = jest.spyOn(AuthService, 'editProfile');
    await openEdit();

    fireEvent.change(screen.getByLabelText('Profile photo file'), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });

    expect(await screen.findByText('Choose an image file (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    expect(screen.queryByText(/will be your new photo/)).not.toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
  });

  it('previews a chosen cover and uploads it with "Save changes", with the changed fields', async () => {
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'beach.png', { type: 'image/png' });
    const upload = jest
      .spyOn(AuthService, 'updateCover')
      .mockReturnValue(sdkOk({ user: makeUser({ ...USER, location: 'Porto', cover: 'c.webp' }) }));
    const edit = jest.spyOn(AuthService, 'editProfile').mockReturnValue(sdkOk({ user: makeUser({ ...USER, location: 'Porto' }) }));
    await openEdit();

    fireEvent.change(screen.getByLabelText('Cover image file'), { target: { files: [cover] } });
    expect(screen.getByRole('img', { name: 'Cover image' })).toHaveAttribute('src', expect.stringMatching(/^blob:preview-\d+$/));
    expect(screen.getByText('beach.png will be your new cover when you save.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save cover' })).not.toBeInTheDocument();
    change('Location', 'Porto');
    save();

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith({ formData: { cover } });
    expect(edit.mock.calls[0][0]).toEqual({ formData: { location: 'Porto' } });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ cover: 'c.webp', location: 'Porto' });
    expect(within(screen.getByRole('main')).getByRole('button', { name: /change cover/i })).toBeInTheDocument();
    expect(screen.queryByText(/will be your new cover/)).not.toBeInTheDocument();
  });

  it('saves a chosen cover alone with "Save changes"', async () => {
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'beach.png', { type: 'image/png' });
    const upload = jest.spyOn(AuthService, 'updateCover').mockReturnValue(sdkOk({ user: makeUser({ ...USER, cover: 'c.webp' }) }));
    const edit = jest.spyOn(AuthService, 'editProfile');
    await openEdit();

    fireEvent.change(screen.getByLabelText('Cover image file'), { target: { files: [cover] } });
    save();

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith({ formData: { cover } });
    expect(edit).not.toHaveBeenCalled();
  });

  it('asks before leaving with an unsaved cover or field, and stays when asked to', async () => {
    await openEdit();
    const back = () => fireEvent.click(screen.getByRole('link', { name: 'Back to my profile' }));

    fireEvent.change(screen.getByLabelText('Cover image file'), {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'beach.png', { type: 'image/png' })] },
    });
    back();
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();

    back();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: USER.first_name + ' ' + USER.last_name })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    await openEdit();
    fireEvent.click(screen.getByRole('link', { name: 'Back to my profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: USER.first_name + ' ' + USER.last_name })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is for members only: a visitor is asked to sign in', async () => {
    renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
