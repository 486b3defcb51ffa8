/**
 * The diagram of one approval's version in the bpmn-js NavigatedViewer (pan and zoom, no editing), with
 * the elements it passed through and the tasks it waits at marked (approvals.css styles the markers).
 */
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef } from 'react';
import { beginWork } from '../../state/activity.model';
import { pathMarkers } from './bpmn-ht';
import { DIAGRAM_COLORS } from './diagram-colors';

type Canvas = { addMarker(id: string, marker: string): void; zoom(mode: string): void };
type Props = { xml: string; path: string[]; waiting: { elementId: string }[]; label: string };

export function DiagramView({ xml, path, waiting, label }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const done = beginWork();
    const viewer = new NavigatedViewer({ container: host.current!, ...DIAGRAM_COLORS });
    viewer
      .importXML(xml)
      .then(() => {
        const canvas = viewer.get<Canvas>('canvas');
        const registry = viewer.get<{ get(id: string): unknown }>('elementRegistry');
        for (const [id, marker] of pathMarkers(path, waiting)) if (registry.get(id)) canvas.addMarker(id, marker);
        canvas.zoom('fit-viewport');
      })
      .catch(() => undefined)
      .finally(done);
    return () => {
      done();
      viewer.destroy();
    };
  }, [xml, path, waiting]);
  return <div ref={host} role="img" aria-label={label} data-ht="approval-diagram" style={{ height: 360, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }} />;
}
