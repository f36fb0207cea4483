import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

const common = new Set(COMMON_PASSWORDS);

/** Why a new password is refused, or null when it is acceptable (length, common list, not the email). */
export function passwordProblem(password: string, email?: string): string | null {
  // Length counts code points, so an emoji is one character as a person sees it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lowered = password.toLowerCase();
  if (common.has(lowered)) return 'This password is too common; choose another';
  if (email && lowered === email.trim().toLowerCase()) return 'Password must not be your email address';
  return null;
}
