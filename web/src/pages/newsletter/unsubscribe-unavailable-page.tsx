import { UnsubscribeHelpPage } from '../../components/newsletter/unsubscribe-help-page.tsx';
import { unsubscribeCopy } from '../../content/unsubscribe-pages.ts';

/**
 * What the unsubscribe link answers while the newsletter list is out of reach
 * (503, served by the unsubscribe function): nothing changed, try again, or
 * reach us.
 */
export default function UnsubscribeUnavailablePage() {
  return <UnsubscribeHelpPage copy={unsubscribeCopy.unavailable} />;
}
