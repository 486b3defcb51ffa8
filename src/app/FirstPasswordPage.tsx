/**
 * Shown instead of any signed-in page while the user must replace a password someone else chose (an
 * administrator's, a generated initial one): why, the password form, and a way out. The server
 * refuses every other call until then; after the change the shell loads as after any sign-in.
 */
import { Button, Center, Stack, Text } from '@mantine/core';
import { t } from '../lib/i18n';
import { logout, setPasswordChangeRequired } from '../state/session.model';
import { PasswordForm } from './pages/fixed/PasswordForm';
import { ThemedProvider } from './ThemedProvider';

export function FirstPasswordPage() {
  // Signing out clears the token; the route guard then shows the login page.
  const signOut = () => void logout();
  return (
    <ThemedProvider>
      <Center mih="100vh" p="md" data-ht="first-password">
        <Stack maw={460} w="100%" gap="md">
          <Text size="sm" c="dimmed" data-ht="first-password-hint">
            {t('profile.firstPasswordHint')}
          </Text>
          <PasswordForm title={t('profile.firstPasswordTitle')} onChanged={() => setPasswordChangeRequired(false)} />
          <Button variant="subtle" onClick={signOut} data-ht="first-password-logout">
            {t('profile.firstPasswordLogout')}
          </Button>
        </Stack>
      </Center>
    </ThemedProvider>
  );
}
