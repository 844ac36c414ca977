import { UnsubscribeHelpPage } from '../../components/newsletter/unsubscribe-help-page.tsx';
import { unsubscribeCopy } from '../../content/unsubscribe-pages.ts';

/**
 * What an unknown, malformed or used unsubscribe link answers (404, served by
 * the unsubscribe function): what may have happened, and how to reach us.
 */
export default function UnsubscribeLinkNotValidPage() {
  return <UnsubscribeHelpPage copy={unsubscribeCopy.linkNotValid} />;
}
