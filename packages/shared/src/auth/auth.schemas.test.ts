import { describe, expect, it } from 'vitest';
import {
  authMessages,
  changePasswordFormSchema,
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
  toRegisterRequest,
  userReplySchema,
} from './auth.schemas';
import { mapUserReply } from './current-user';

const validForm = {
  accountName: 'Capitol Watch',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  password: 'secret1',
  confirmPassword: 'secret1',
  stateCodes: ['tx'],
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('login schema', () => {
  it('requires both fields with the SPEC messages', () => {
    expect(messagesOf(loginRequestSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(loginRequestSchema.safeParse({ username: 'a', password: 'b' }).success).toBe(true);
  });
});

describe('registration schemas', () => {
  it('accept a valid form and upper-case the states', () => {
    const parsed = registerFormSchema.parse(validForm);
    expect(parsed.stateCodes).toEqual(['TX']);
  });

  it.each([
    [{ accountName: '' }, 'accountName', authMessages.accountNameRequired],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ password: '12345', confirmPassword: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Confirm your password'],
    [{ confirmPassword: 'secret2' }, 'confirmPassword', "Passwords don't match"],
    [{ stateCodes: [] }, 'stateCodes', 'Select at least one state'],
  ])('%j fails on %s with "%s"', (override, field, message) => {
    expect(messagesOf(registerFormSchema.safeParse({ ...validForm, ...override }))[field]).toBe(message);
  });

  it('requires each state code to have exactly 2 characters', () => {
    expect(registerFormSchema.safeParse({ ...validForm, stateCodes: ['TEX'] }).success).toBe(false);
  });

  it('never sends confirmPassword', () => {
    const request = toRegisterRequest(registerFormSchema.parse(validForm));
    expect(request).not.toHaveProperty('confirmPassword');
    expect(registerRequestSchema.parse(request)).toEqual(request);
  });

  it('the change-password form needs a matching confirmation', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'old',
      password: 'new-secret',
      confirmPassword: 'other',
    });
    expect(messagesOf(result).confirmPassword).toBe("Passwords don't match");
  });
});

describe('mapUserReply', () => {
  const reply = userReplySchema.parse({
    Id: 7,
    Username: 'ada',
    Email: 'ada@example.com',
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Role: { RoleName: 'admin' },
    LiveToken: 'live',
    SelectedAccountId: 3,
    AccountUserRelationships: [
      {
        AccountId: 3,
        FullAccount: false,
        Status: 'active',
        Role: { RoleName: 'analyst' },
        Account: { AccountId: 3, Name: 'A', AnalystPortal: true, LobbyistPortal: false, Plan: 'team' },
      },
      {
        AccountId: 4,
        FullAccount: true,
        Status: 'active',
        Role: { RoleName: 'admin' },
        Account: { AccountId: 4, Name: 'B', AnalystPortal: false, LobbyistPortal: true, Plan: 'trial' },
      },
    ],
    UserStateSubscriptions: [
      { StateCode: 'TX', Status: 'active' },
      { StateCode: 'CA', Status: 'inactive' },
      { StateCode: 'NY', Status: 'active' },
    ],
  });

  it('maps Id, RoleName, LiveToken; isFullUser when any relationship has FullAccount; active states only', () => {
    const user = mapUserReply(reply);
    expect(user).toMatchObject({ id: 7, role: 'admin', liveToken: 'live', isFullUser: true });
    expect(user.allowedStates).toEqual(['TX', 'NY']);
    expect(user.accounts.map((account) => account.accountId)).toEqual([3, 4]);
  });

  it('is not a full user without a FullAccount relationship', () => {
    const user = mapUserReply({
      ...reply,
      AccountUserRelationships: reply.AccountUserRelationships.filter((relationship) => !relationship.FullAccount),
    });
    expect(user.isFullUser).toBe(false);
  });
});
