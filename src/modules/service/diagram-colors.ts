/**
 * bpmn-js draws shapes, lines and labels in the page's colours instead of its fixed black on white, so a
 * diagram reads in the dark scheme and in high contrast too. CSS variables work here because tiny-svg
 * sets fill and stroke as style properties, not as SVG attributes.
 */
export const DIAGRAM_COLORS = {
  bpmnRenderer: {
    defaultFillColor: 'var(--mantine-color-body)',
    defaultStrokeColor: 'var(--mantine-color-text)',
    defaultLabelColor: 'var(--mantine-color-text)',
  },
};
