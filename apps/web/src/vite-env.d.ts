/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_ENABLE_REGISTRATION?: string;
  readonly VITE_ASSET_BASE_URL?: string;
  readonly VITE_LOBBYIST_IMAGES_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
