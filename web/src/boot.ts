/**
 * The one script of every page: a few kilobytes, no React. The page is complete
 * without it; it adds what needs script (the enhancements) and wakes the islands
 * when a visitor reaches them (islands/runtime.ts).
 */
import './styles.css';
import { enhanceDesktopMenu } from './enhancements/desktop-menu.ts';
import { enhanceHeaderScroll } from './enhancements/header-scroll.ts';
import { enhanceMobileMenu } from './enhancements/mobile-menu.ts';
import { polyfillInvokerCommands } from './enhancements/invoker-commands.ts';
import { markPastEvents } from './enhancements/past-events.ts';
import { showCurrentYear } from './enhancements/current-year.ts';
import { startBackgroundVideos } from './enhancements/background-video.ts';
import { showRejectedFields } from './enhancements/rejected-fields.ts';
import { fillContactForm } from './enhancements/contact-draft.ts';
import { startIslands, wakeIsland } from './islands/runtime.ts';
import { hasChatToRestore } from './lib/chat-session.ts';
import { contactFormAttribute } from './lib/contact-draft.ts';
import { showToastLayer } from './lib/toast-layer.ts';
import { reportVitalsWhenIdle } from './vitals/report-vitals-when-idle.ts';
import { desktopMenuIds } from './components/layout/desktop-nav-ids.ts';
import { mobileMenuId } from './components/layout/mobile-nav-ids.ts';

polyfillInvokerCommands();
startIslands();
// A conversation from an earlier page of this visit comes back at once.
if (hasChatToRestore()) void wakeIsland('chat').catch(() => undefined);
showToastLayer();

const menu = document.getElementById(desktopMenuIds.nav);
if (menu) enhanceDesktopMenu(menu);
const mobileMenu = document.getElementById(mobileMenuId);
const mobileMenuButton = document.querySelector<HTMLElement>(`[commandfor="${mobileMenuId}"][command="show-modal"]`);
if (mobileMenu instanceof HTMLDialogElement && mobileMenuButton) enhanceMobileMenu(mobileMenu, mobileMenuButton);
const header = document.querySelector<HTMLElement>('.site-header');
if (header) enhanceHeaderScroll(header);

// The chat's "Talk to our team" left the visitor's questions for the contact form, or a call to action's link named its subject.
fillContactForm(document.querySelector<HTMLFormElement>(`form[${contactFormAttribute}]`), location);
markPastEvents();
showCurrentYear();
showRejectedFields();
startBackgroundVideos();
reportVitalsWhenIdle();
