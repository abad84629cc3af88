import { PlaceholderPage } from '../../components/placeholder-page';

// The account screens of 000 §2.4-2.6 land with the registration and password-reset features.

export function RegisterPage() {
  return (
    <div className="w-full px-4 py-10">
      <PlaceholderPage title="Create Account" sentence="Registration with first name, last name, email and password will be here." />
    </div>
  );
}

export function ForgotPasswordPage() {
  return (
    <div className="w-full px-4 py-10">
      <PlaceholderPage title="Forgot password" sentence="Here you will request a link to reset your password by email." />
    </div>
  );
}

export function ResetPasswordPage() {
  return (
    <div className="w-full px-4 py-10">
      <PlaceholderPage title="Reset Password" sentence="Here you will choose a new password with the link from your email." />
    </div>
  );
}
