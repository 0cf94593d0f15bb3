import { Button, Card, Flex, Heading, Text, ThemeProvider } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { theme } from '@/lib/theme';
import { AlertIcon } from './ui/icons';

/** Shown instead of the app when /config.json is missing or malformed: nothing else can work without it. */
export function ConfigErrorPage() {
  return (
    <ThemeProvider theme={theme}>
      <main className="page-narrow">
        <Card variation="elevated" className="page-card">
          <Flex direction="column" alignItems="center" gap="medium" textAlign="center" role="alert">
            <span className="page-card__icon page-card__icon--error">
              <AlertIcon width={32} height={32} />
            </span>
            <Heading level={1} fontSize="xl">
              {copy.config.errorTitle}
            </Heading>
            <Text>{copy.config.errorBody}</Text>
            <Button variation="primary" onClick={() => window.location.reload()}>
              {copy.config.retry}
            </Button>
          </Flex>
        </Card>
      </main>
    </ThemeProvider>
  );
}
