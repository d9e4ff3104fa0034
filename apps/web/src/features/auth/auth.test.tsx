import enAuth from '@kindred/core/locales/en/auth.json';
import enCore from '@kindred/core/locales/en/core.json';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '../../lib/toast';
import { store } from '../../lib/store';
import { currentMemberAtom, tokenAtom } from '../session/atoms';
import { registrationAtom, registrationPhotoAtom, registrationStepAtom } from './atoms';
import { emptyRegistrationValues } from '@kindred/ui';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import { Probe, renderRoutes } from './testing';
import { refusal } from '../../lib/serverReplies.testing';

// The HTTP seam: lib/http's `api` is a fake; the session layer (token manager, storage) is the app's own.
const seam = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  api: seam.api,
}));

// The app's one store, new with this file's module graph and emptied before each test.
beforeEach(() => {
  seam.api.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  store.set(tokenAtom, null);
  store.set(currentMemberAtom, null);
  store.set(toastsAtom, []);
  store.set(registrationAtom, emptyRegistrationValues);
  store.set(registrationStepAtom, 1);
  store.set(registrationPhotoAtom, null);
});
afterEach(() => vi.useRealTimers());

const user = { _id: 'a'.repeat(24), nickname: 'noa', email: 'noa@example.com', accountTier: 'FEMALE', settings: {} };
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/dashboard', element: <Probe>dashboard</Probe> },
  { path: '/settings', element: <Probe>settings</Probe> },
];

async function signInWith(remember: boolean) {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'noa@example.com');
  await u.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Sunset!2024');
  if (remember) await u.click(screen.getByRole('checkbox', { name: enAuth.login.remember }));
  await u.click(screen.getByRole('button', { name: enAuth.login.submit }));
}

describe('login (docs/product/accounts.md)', { timeout: 30_000 }, () => {
  it("returns to the saved 'from' and keeps the token for this session only without remember me", async () => {
    seam.api.mockResolvedValueOnce({ success: true, token: 'tok-1', user });
    const { router } = renderRoutes(store, routes, [{ pathname: '/login', state: { from: '/settings?tab=privacy' } }]);
    await signInWith(false);
    expect((await screen.findByTestId('probe')).textContent).toBe('settings');
    expect(router.state.location.search).toBe('?tab=privacy');
    expect(seam.api).toHaveBeenCalledWith('/auth/login', {
      method: 'POST',
      body: { email: 'noa@example.com', password: 'Sunset!2024', rememberMe: false },
      auth: false,
      toast: false,
      credentials: 'include',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(tokenAtom)).toBe('tok-1');
  });

  it('remember me keeps the token in local storage too; without a saved page it lands on /dashboard', async () => {
    seam.api.mockResolvedValueOnce({ success: true, token: 'tok-2', user });
    renderRoutes(store, routes, ['/login']);
    await signInWith(true);
    expect((await screen.findByTestId('probe')).textContent).toBe('dashboard');
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it("shows the server's failure in the general alert in the member's language, and the button works again", async () => {
    seam.api.mockRejectedValueOnce(refusal(401, 'Invalid email or password', 'UNAUTHENTICATED'));
    renderRoutes(store, routes, ['/login']);
    await signInWith(false);
    expect((await screen.findByRole('alert')).textContent).toContain(enCore.errors.loginFailed);
    expect(screen.getByRole('button', { name: enAuth.login.submit }).getAttribute('aria-disabled')).not.toBe('true');
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('validates before calling the server (email pattern, password at least 6)', async () => {
    renderRoutes(store, routes, ['/login']);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Email/), 'noa@');
    await u.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '12345');
    await u.click(screen.getByRole('button', { name: enAuth.login.submit }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(seam.api).not.toHaveBeenCalled();
  });
});

describe(
  'registration wizard (docs/product/accounts.md: each Continue validated, Back clears errors)',
  { timeout: 30_000 },
  () => {
    const cont = () => fireEvent.click(screen.getByRole('button', { name: enAuth.register.continue }));

    it('step 1 shows the messages of the spec, and the email from the home page is carried in', async () => {
      renderRoutes(store, routes, [{ pathname: '/register', state: { email: 'carried@example.com' } }]);
      expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('carried@example.com');
      cont();
      expect(await screen.findByText('Nickname is required')).toBeTruthy();
      expect(screen.getByText('Password is required')).toBeTruthy();
      const u = userEvent.setup();
      await u.type(screen.getByLabelText(/^Nickname/), 'no-a');
      await u.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'password');
      await u.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'other');
      cont();
      expect(await screen.findByText('Nickname can only contain letters, numbers, and underscores')).toBeTruthy();
      expect(screen.getByText('Password must include at least one uppercase letter')).toBeTruthy();
      expect(screen.getByText('Passwords do not match')).toBeTruthy();
      expect(store.get(registrationStepAtom)).toBe(1);
    });

    it('step 2 requires date of birth, identity and location; Back clears the errors', async () => {
      store.set(registrationAtom, (v) => ({
        ...v,
        nickname: 'noa_k',
        email: 'noa@example.com',
        password: 'Sunset!2024',
        confirmPassword: 'Sunset!2024',
      }));
      renderRoutes(store, routes, ['/register']);
      await screen.findByLabelText(/^Nickname/);
      cont();
      await waitFor(() => expect(store.get(registrationStepAtom)).toBe(2));
      expect(screen.getByText(/Step 2 of 4/)).toBeTruthy();
      cont();
      expect(await screen.findByText('Date of birth is required')).toBeTruthy();
      expect(screen.getByText('Please select who you are')).toBeTruthy();
      expect(screen.getByText('Location is required')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: enAuth.register.back }));
      await waitFor(() => expect(store.get(registrationStepAtom)).toBe(1));
      expect(screen.queryByText('Nickname is required')).toBeNull();
    });

    it('step 3 requires a photo of an allowed type and size', async () => {
      store.set(registrationStepAtom, 3);
      renderRoutes(store, routes, ['/register']);
      await screen.findByText(enAuth.register.choosePhoto);
      cont();
      expect((await screen.findByRole('alert')).textContent).toContain('Please upload a profile photo');
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      fireEvent.change(input, { target: { files: [new File(['x'], 'me.gif', { type: 'image/gif' })] } });
      expect(await screen.findByText(/Please upload a valid image file/)).toBeTruthy();
    });

    it('step 4 requires terms and privacy, then sends the payload, uploads the photo and tells when the photo fails', async () => {
      store.set(registrationStepAtom, 4);
      store.set(registrationPhotoAtom, new File(['img'], 'me.png', { type: 'image/png' }));
      store.set(registrationAtom, (v) => ({
        ...v,
        nickname: 'noa_k',
        email: 'noa@example.com',
        password: 'Sunset!2024',
        confirmPassword: 'Sunset!2024',
        dateOfBirth: '1994-06-12',
        iAm: 'woman',
        location: 'Haifa',
        maritalStatus: 'Single',
        lookingFor: ['men'],
        interests: ['Music'],
      }));
      seam.api.mockImplementation(async (path: string) => {
        if (path === '/auth/register') return { success: true, token: 'tok-3', user };
        throw refusal(415, 'Please upload an image file.', 'UNSUPPORTED_MEDIA_TYPE');
      });
      renderRoutes(store, routes, ['/register']);
      const submit = await screen.findByRole('button', { name: enAuth.register.submit });
      // The tier follows the identity (woman → FEMALE).
      expect(screen.getByText(enAuth.register.tier.FEMALE)).toBeTruthy();
      fireEvent.click(submit);
      expect(await screen.findByText('You must agree to the Terms of Service')).toBeTruthy();
      expect(screen.getByText('You must agree to the Privacy Policy')).toBeTruthy();
      expect(seam.api).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(enAuth.register.termsLink) }));
      fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(enAuth.register.privacyLink) }));
      fireEvent.click(submit);
      expect((await screen.findByTestId('probe')).textContent).toBe('dashboard');
      const [path, init] = seam.api.mock.calls[0]!;
      expect(path).toBe('/auth/register');
      expect(init.body).toMatchObject({
        nickname: 'noa_k',
        accountTier: 'FEMALE',
        isCouple: false,
        details: { iAm: 'woman', location: 'Haifa', bio: '', lookingFor: ['men'], interests: ['Music'] },
      });
      expect(init.body).not.toHaveProperty('confirmPassword');
      await waitFor(() =>
        expect(seam.api).toHaveBeenCalledWith('/users/photos', expect.objectContaining({ method: 'POST' })),
      );
      await waitFor(() =>
        expect(store.get(toastsAtom).map((t) => t.title)).toContain(
          'Failed to upload profile photo: Please upload an image file.',
        ),
      );
      expect(store.get(toastsAtom).map((t) => t.title)).toContain(enAuth.register.success);
      expect(store.get(tokenAtom)).toBe('tok-3');
    });
  },
);
