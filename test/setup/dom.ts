/** Unit tier: a happy-dom window as the global environment, at http://127.0.0.1/ so cookies and storage work. */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://127.0.0.1/', width: 1280, height: 800 });
