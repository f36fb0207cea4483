import { RESET_TOKEN_MINUTES, VERIFY_TOKEN_HOURS } from '../../../core/identity';
import type { OneTimePurpose } from './session.store';

/** The mail carrying a single-use link: a password reset, or the confirmation of a new address. */
export function accountMail(purpose: OneTimePurpose, to: string, link: string): { to: string; subject: string; text: string } {
  if (purpose === 'reset') {
    return {
      to,
      subject: 'Reset your password',
      text:
        'Someone asked to reset the password of your account.\n\n' +
        `Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:\n\n${link}\n\n` +
        'If it was not you, ignore this mail: your password stays as it is.\n',
    };
  }
  return {
    to,
    subject: 'Confirm your email address',
    text: `Welcome! Confirm your email address by opening this link within ${VERIFY_TOKEN_HOURS} hours:\n\n${link}\n`,
  };
}

/**
 * What the owner of an email gets when someone registers it again: the visitor is answered as if the
 * account were new (so the answer does not tell who has an account), and the owner learns of it here.
 */
export function existingAccountMail(to: string, links: { login: string; forgotPassword: string }) {
  return {
    to,
    subject: 'You already have an account',
    text:
      'Someone, perhaps you, tried to create an account with this email address. You already have one.\n\n' +
      `Log in here:\n\n${links.login}\n\n` +
      `Forgot your password? Choose a new one here:\n\n${links.forgotPassword}\n\n` +
      'If it was not you, ignore this mail: nothing has changed.\n',
  };
}

/** What a staff-feeding member is mailed when an operator decides their request to join a clinic. */
export function membershipDecisionMail(to: string, clinicName: string, approved: boolean, shopUrl: string) {
  if (approved) {
    return {
      to,
      subject: `You are confirmed as staff of ${clinicName}`,
      text:
        `Your request to join ${clinicName} on the staff feeding shop was approved.\n\n` +
        'Clinic pricing, the Program Discount and the prescription line now apply when you sign in:\n\n' +
        `${shopUrl}\n`,
    };
  }
  return {
    to,
    subject: `Your request to join ${clinicName} was not approved`,
    text:
      `Your request to join ${clinicName} on the staff feeding shop was not approved, so you keep shopping at public prices.\n\n` +
      'If you work there, ask the clinic to confirm you, or sign in with your clinic email address and join again:\n\n' +
      `${shopUrl}\n`,
  };
}
