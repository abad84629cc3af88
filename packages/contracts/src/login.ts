import { z } from 'zod';
import { MESSAGES } from './messages';

/** The login form (000 §2.3, §5): both fields required, the email is the provider's username. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.required),
  password: z.string().min(1, MESSAGES.required),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
