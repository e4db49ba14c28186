import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '@/features/auth/components/sign-up-screen.tsx';

export const Route = createFileRoute('/_public/_guest/sign-up')({
  component: SignUpScreen,
});
