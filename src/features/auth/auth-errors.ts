import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthError } from '@supabase/supabase-js';
import { errorMessages } from '@/lib/errors/error-messages.ts';

/** What to tell someone whose sign-in or sign-up the auth API refused. */
export function authErrorMessage(error: AuthError): MessageDescriptor {
  switch (error.code) {
    case 'invalid_credentials':
      return msg({ id: 'auth.errors.invalid-credentials', message: 'Wrong email or password.' });
    case 'email_not_confirmed':
      return msg({
        id: 'auth.errors.email-not-confirmed',
        message: 'Confirm your email address first: follow the link we sent you.',
      });
    case 'user_already_exists':
    case 'email_exists':
      return msg({
        id: 'auth.errors.user-exists',
        message: 'An account with this email already exists. Sign in instead.',
      });
    case 'email_address_invalid':
    case 'validation_failed':
      return msg({ id: 'auth.errors.invalid-email', message: 'Enter a valid email' });
    case 'same_password':
      return msg({
        id: 'auth.errors.same-password',
        message: 'Choose a password different from the one you have now.',
      });
    case 'otp_expired':
      return msg({
        id: 'auth.errors.link-expired',
        message: 'This link has expired or was already used. Ask for a new one.',
      });
    case 'weak_password':
      return msg({
        id: 'auth.errors.weak-password',
        message:
          'Choose a stronger password: at least 10 characters, with at least one letter and one digit.',
      });
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return msg({
        id: 'auth.errors.rate-limit',
        message: 'Too many attempts. Wait a minute and try again.',
      });
    default:
      return errorMessages.generic;
  }
}
