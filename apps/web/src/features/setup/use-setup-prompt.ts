import { useSetup } from './api/get-setup';

const PROMPTED_KEY = 'statehouse-setup-prompted';

/** Whether this browser session already sent the account's admin to the wizard (the gate sends them once). */
function promptedAlready(accountId: number): boolean {
  try {
    return sessionStorage.getItem(PROMPTED_KEY) === String(accountId);
  } catch {
    return false;
  }
}

function rememberPrompt(accountId: number) {
  try {
    sessionStorage.setItem(PROMPTED_KEY, String(accountId));
  } catch {
    // Private mode without storage: the server's status still ends the prompts once the wizard is saved or skipped.
  }
}

/**
 * SPEC's setup gate (decision 072): an admin of a new account (its setup never opened) is sent to the wizard once.
 * The server says who (GET /api/initSetup: prompt); once sent, the browser session remembers it, and the first save
 * or Skip ends the prompt for good. Returns true when the caller should redirect now (and records that it did).
 */
export function useSetupPrompt({ accountId, isAdmin }: { accountId: number | undefined; isAdmin: boolean }) {
  const enabled = isAdmin && accountId !== undefined && !promptedAlready(accountId);
  const setup = useSetup({ enabled });
  const prompt = enabled && setup.data?.prompt === true;
  return {
    /** True while the answer is on its way for someone it may concern. */
    isPending: enabled && setup.isPending,
    prompt,
    markPrompted: () => {
      if (accountId !== undefined) rememberPrompt(accountId);
    },
  };
}
