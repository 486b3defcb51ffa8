// bpmn-moddle ships no types; the approval tests need only these calls.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(extensions?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: any; warnings: unknown[] }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): any;
  }
}
