/**
 * Shell entry: loads the first screen's styles, starts the state models, and paints the first page. A
 * signed-out page (login, registration) is Preact's and paints before React has loaded; React follows
 * while the person types (react-boot.ts). Any other page starts React at once.
 */
import './app/styles/login.css';
import { startReactNow, startReactOnHistoryMove } from './app/boot/react-boot';
import { loginDataIn } from './app/signed-out/login-data';
import { showSignedOutPage, signedOutPageAt } from './app/signed-out/mount';
import { startShell } from './app/boot/start';

/** How long a signed-out visitor's first render waits for the login form's data (see loginDataIn). */
const LOGIN_DATA_WAIT_MS = 100;

startShell();
const signedOut = signedOutPageAt(location.pathname);
if (signedOut) {
  await loginDataIn(LOGIN_DATA_WAIT_MS);
  showSignedOutPage(signedOut);
  startReactOnHistoryMove();
} else {
  void startReactNow();
}
