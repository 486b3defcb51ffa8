// bpmn-moddle ships no types; the server reads only `fromXML` (diagram.ts narrows what it gets).
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: unknown; warnings: Array<{ message: string }> }>;
  }
}
