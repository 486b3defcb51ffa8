// bpmn-moddle ships no types: the calls the engine (fromXML, read by diagram.ts) and the approval tests use.
declare module 'bpmn-moddle' {
  /**
   * The parts of a moddle element diagram.ts reads. Which of them an element has depends on its `$type`,
   * and a broken diagram may lack any reference, so all but the type and id are optional.
   */
  export type ModdleElement = {
    $type: string;
    id: string;
    name?: string;
    /** Attributes of namespaces moddle was not given, by their prefixed name (`ht:assignee`, `xmlns:ht`). */
    $attrs?: Record<string, string>;
    rootElements?: ModdleElement[];
    flowElements?: ModdleElement[];
    eventDefinitions?: ModdleElement[];
    /** Exclusive gateway: its default flow. */
    default?: ModdleElement;
    sourceRef?: ModdleElement;
    targetRef?: ModdleElement;
    conditionExpression?: { body?: string };
  };

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: ModdleElement; warnings: Array<{ message: string; element?: ModdleElement }> }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  }
}
