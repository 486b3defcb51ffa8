/** Shell entry: loads the first screen's styles, starts the state models, wires the request layer, renders. */
import './app/styles/login.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loginDataIn } from './app/pages/login-data';
import { startShell } from './app/start';

/** How long a signed-out visitor's first render waits for the login form's data (see loginDataIn). */
const LOGIN_DATA_WAIT_MS = 100;

startShell();
await loginDataIn(LOGIN_DATA_WAIT_MS);
createRoot(document.getElementById('root')!).render(<App />);
