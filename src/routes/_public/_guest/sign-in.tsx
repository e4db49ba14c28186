import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '@/features/auth/components/sign-in-screen.tsx';

export const Route = createFileRoute('/_public/_guest/sign-in')({
  component: SignInScreen,
});
