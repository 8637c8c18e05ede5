// No zod here: the web app's start-up code (user context, toasts) imports these, and importing
// auth.schemas.ts instead would put zod into the landing page's initial JavaScript.

/** SPEC section 5 messages, shared by the forms and the server. */
export const authMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  accountNameRequired: 'Account name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Confirm your password',
  passwordsDontMatch: "Passwords don't match",
  stateCodesMin: 'Select at least one state',
  registrationDisabled: 'Registration is currently disabled',
} as const;

/** SPEC section 8 toasts for signing in, registering and signing out. */
export const authToasts = {
  loginSuccessTitle: 'Login successful',
  loginSuccessDescription: 'Welcome back to the product!',
  loginFailedTitle: 'Login failed',
  loginFailedDescription: 'Please check your credentials and try again.',
  registrationSuccessTitle: 'Registration successful',
  registrationSuccessDescription: 'Your account has been created successfully!',
  registrationFailedTitle: 'Registration failed',
  registrationFailedDescription: 'Please try with different credentials.',
  logoutSuccessTitle: 'Logged out',
  logoutSuccessDescription: 'You have been successfully logged out.',
  logoutFailedTitle: 'Logout failed',
  logoutFailedDescription: 'Could not log out properly.',
} as const;
