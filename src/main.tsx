/** Shell entry: loads the first screen's styles, starts the state models, wires the request layer, renders. */
import './app/styles/login.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startShell } from './app/start';

startShell();
createRoot(document.getElementById('root')!).render(<App />);
