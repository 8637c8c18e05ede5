import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { POSITION_EDITOR_ROLES } from '../positions/positions.service';

/** Who may adopt a visitor's position: those who may set the account's positions. */
export const POSITION_EDITOR_ROLES_FOR_ADOPTION: RoleName[] = [...POSITION_EDITOR_ROLES];
