import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService, FriendsService, PostsService, type PostDto } from '@plaza/sdk';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../test/sdk';
import { makeSuggestion, paged, quietBackground } from '../../test/social';
import { MSG } from './messages';

const LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Confirm password',
} as const;

type Values = Partial<Record<keyof typeof LABELS, string>>;

async function openRegister() {
  renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
}

function fill(values: Values) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(LABELS[field as keyof Values]), { target: { value } });
  }
}

function submit() {
  fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign up' }));
}

const field = (name: keyof Values) => screen.getByLabelText(LABELS[name]);

const VALID: Required<Values> = {
  first_name: 'Ana',
  last_name: 'Martins',
  username: 'ana.m',
  email: 'ana@example.com',
  password: 'Secret!123',
  password_confirmation: 'Secret!123',
};

describe('RegisterPage', () => {
  it('shows the spec messages under each empty field and does not call the API', async () => {
    const register = jest.spyOn(AuthService, 'register');
    await openRegister();

    submit();

    await waitFor(() => expect(field('first_name')).toHaveAccessibleDescription(MSG.required));
    expect(field('last_name')).toHaveAccessibleDescription('This field is required!');
    expect(field('username')).toHaveAccessibleDescription('This field is required!');
    expect(field('email')).toHaveAccessibleDescription('Email is required!');
    expect(field('password')).toHaveAccessibleDescription('Password is required!');
    expect(field('password_confirmation')).toHaveAccessibleDescription('This field is required!');
    expect(register).not.toHaveBeenCalled();
  });

  it('checks lengths, the email and the confirmation', async () => {
    const register = jest.spyOn(AuthService, 'register');
    await openRegister();

    fill({
      ...VALID,
      first_name: 'Al',
      last_name: 'Li',
      username: 'an',
      email: 'ana.example.com',
      password_confirmation: 'Secret!124',
    });
    submit();

    await waitFor(() =>
      expect(field('first_name')).toHaveAccessibleDescription('This field must be at least 3 characters long'),
    );
    expect(field('last_name')).toHaveAccessibleDescription('This field must be at least 3 characters long');
    expect(field('username')).toHaveAccessibleDescription('This field must be at least 3 characters long');
    expect(field('email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('password_confirmation')).toHaveAccessibleDescription('Passwords must match');
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    ['Sh!1', 'Password must be at least 8 characters long'],
    ['lowercase!only', 'Password must contain at least one uppercase letter'],
    ['NoSpecial123', 'Password must contain at least one special character'],
  ])('refuses the password %p with %p', async (password, message) => {
    const register = jest.spyOn(AuthService, 'register');
    await openRegister();

    fill({ ...VALID, password, password_confirmation: password });
    submit();

    await waitFor(() => expect(field('password')).toHaveAccessibleDescription(message));
    expect(register).not.toHaveBeenCalled();
  });

  it("shows the server's 422 messages under the matching fields", async () => {
    jest
      .spyOn(AuthService, 'register')
      .mockReturnValue(
        sdkFail(
          422,
          validationBody({ email: ['This email is already taken.'], username: ['This username is already taken.'] }),
        ),
      );
    await openRegister();

    fill(VALID);
    submit();

    await waitFor(() => expect(field('email')).toHaveAccessibleDescription('This email is already taken.'));
    expect(field('username')).toHaveAccessibleDescription('This username is already taken.');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it("shows a failure without field messages in a toast: the server's message, or 'Server error'", async () => {
    jest
      .spyOn(AuthService, 'register')
      .mockReturnValueOnce(
        sdkFail(429, { statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' }),
      )
      .mockReturnValueOnce(sdkFail(500));
    await openRegister();
    fill(VALID);

    submit();
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('Server error')).toBeInTheDocument();
  });

  it('signs up and in at once: the first home page welcomes a new member and suggests people to befriend', async () => {
    const register = jest.spyOn(AuthService, 'register').mockReturnValue(sdkOk({ user: makeUser() }));
    const login = jest.spyOn(AuthService, 'login').mockReturnValue(sdkOk<Awaited<ReturnType<typeof AuthService.login>>>({ user: makeUser(), token: TOKENS }));
    quietBackground();
    jest.spyOn(PostsService, 'listFeed').mockReturnValue(sdkOk(paged<PostDto>([])));
    jest.spyOn(FriendsService, 'listSuggestions').mockReturnValue(
      sdkOk({ data: [makeSuggestion({ id: 12, first_name: 'Noor', last_name: 'Haddad', username: 'noor' })] }),
    );
    await openRegister();

    fill(VALID);
    submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Plaza, Ana' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your account is ready/)).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({ requestBody: VALID });
    expect(login).toHaveBeenCalledWith({ requestBody: { email: VALID.email, password: VALID.password } });
    const people = await screen.findByRole('region', { name: 'People you may know' });
    expect(within(people).getByRole('link', { name: 'Noor Haddad' })).toHaveAttribute('href', '/u/noor');
    expect(within(people).getByText('New on Plaza')).toBeInTheDocument();
    expect(within(people).getByRole('button', { name: 'Add friend' })).toBeInTheDocument();
  });

  it('sends the new member to sign in, welcomed, when signing in at once fails', async () => {
    jest.spyOn(AuthService, 'register').mockReturnValue(sdkOk({ user: makeUser() }));
    jest.spyOn(AuthService, 'login').mockReturnValue(sdkFail(429, { statusCode: 429, message: 'Too many attempts.' }));
    await openRegister();

    fill(VALID);
    submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Plaza.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.signedUp);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
