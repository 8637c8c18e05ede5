import { parseEnv } from './env';

describe('parseEnv', () => {
  it('enables registration and leaves optional URLs unset when nothing is configured', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: undefined,
      enableRegistration: true,
      assetBaseUrl: '',
      lobbyistImagesBaseUrl: undefined,
    });
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ VITE_API_URL: '', VITE_ENABLE_REGISTRATION: '' })).toMatchObject({
      apiUrl: undefined,
      enableRegistration: true,
    });
  });

  it('reads the registration switch and trims trailing slashes from URLs', () => {
    expect(
      parseEnv({
        VITE_API_URL: 'https://api.statehouse.io/',
        VITE_ENABLE_REGISTRATION: 'false',
        VITE_ASSET_BASE_URL: 'https://cdn.statehouse.io/',
        VITE_LOBBYIST_IMAGES_BASE_URL: 'https://img.statehouse.io/lobbyists/',
      }),
    ).toEqual({
      apiUrl: 'https://api.statehouse.io',
      enableRegistration: false,
      assetBaseUrl: 'https://cdn.statehouse.io',
      lobbyistImagesBaseUrl: 'https://img.statehouse.io/lobbyists',
    });
  });

  it('fails loudly, naming the setting, when a value is malformed', () => {
    expect(() => parseEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_LOBBYIST_IMAGES_BASE_URL: '/relative' })).toThrow(/VITE_LOBBYIST_IMAGES_BASE_URL/);
    expect(() => parseEnv({ VITE_ENABLE_REGISTRATION: 'maybe' })).toThrow(/VITE_ENABLE_REGISTRATION/);
  });

  it('reads the registration switch in the spellings zod stringbool took (yes/no, on/off, 1/0)', () => {
    expect(parseEnv({ VITE_ENABLE_REGISTRATION: 'No' }).enableRegistration).toBe(false);
    expect(parseEnv({ VITE_ENABLE_REGISTRATION: 'off' }).enableRegistration).toBe(false);
    expect(parseEnv({ VITE_ENABLE_REGISTRATION: '1' }).enableRegistration).toBe(true);
    expect(parseEnv({ VITE_ENABLE_REGISTRATION: 'yes' }).enableRegistration).toBe(true);
  });
});
