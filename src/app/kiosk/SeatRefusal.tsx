/** When the server refuses a module seat (licence full or expired), say why and go back to module selection. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { refusal } from '../../state/heartbeat.model';
import { clearModule } from '../../state/routes.model';
import { showMessage } from '../feedback';

export function SeatRefusal() {
  useSignals();
  const refused = refusal.value;
  useEffect(() => {
    if (!refused) return;
    showMessage(refused.msg, 'error', 8000);
    clearModule();
    navigate('/module/module', { replace: true });
  }, [refused]);
  return null;
}
