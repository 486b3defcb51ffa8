/**
 * Demo definition 合同会签 (contractSignoff): a parallel sign-off. The initiator's department head and
 * finance (role accountant) sign at the same time; the joining gateway waits for both.
 */
import { HT_BPMN_NAMESPACE } from '../../contracts/approval.js';

export const CONTRACT_SIGNOFF_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:ht="${HT_BPMN_NAMESPACE}" id="Definitions_contractSignoff" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="contractSignoff" name="合同会签" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="提交合同"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:parallelGateway id="Gateway_Fork" name="会签"><bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing><bpmn:outgoing>Flow_3</bpmn:outgoing></bpmn:parallelGateway>
    <bpmn:userTask id="Task_DeptHead" name="部门负责人会签" ht:assigneeType="deptHead"><bpmn:incoming>Flow_2</bpmn:incoming><bpmn:outgoing>Flow_4</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="Task_Finance" name="财务会签" ht:assigneeType="role" ht:assignee="accountant"><bpmn:incoming>Flow_3</bpmn:incoming><bpmn:outgoing>Flow_5</bpmn:outgoing></bpmn:userTask>
    <bpmn:parallelGateway id="Gateway_Join" name="全部会签"><bpmn:incoming>Flow_4</bpmn:incoming><bpmn:incoming>Flow_5</bpmn:incoming><bpmn:outgoing>Flow_6</bpmn:outgoing></bpmn:parallelGateway>
    <bpmn:endEvent id="EndEvent_1" name="完成"><bpmn:incoming>Flow_6</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Gateway_Fork" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Gateway_Fork" targetRef="Task_DeptHead" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Gateway_Fork" targetRef="Task_Finance" />
    <bpmn:sequenceFlow id="Flow_4" sourceRef="Task_DeptHead" targetRef="Gateway_Join" />
    <bpmn:sequenceFlow id="Flow_5" sourceRef="Task_Finance" targetRef="Gateway_Join" />
    <bpmn:sequenceFlow id="Flow_6" sourceRef="Gateway_Join" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="contractSignoff">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_Fork_di" bpmnElement="Gateway_Fork"><dc:Bounds x="235" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_DeptHead_di" bpmnElement="Task_DeptHead"><dc:Bounds x="330" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Finance_di" bpmnElement="Task_Finance"><dc:Bounds x="330" y="240" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_Join_di" bpmnElement="Gateway_Join"><dc:Bounds x="485" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="582" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="200" /><di:waypoint x="235" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="260" y="175" /><di:waypoint x="260" y="120" /><di:waypoint x="330" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="260" y="225" /><di:waypoint x="260" y="280" /><di:waypoint x="330" y="280" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_4_di" bpmnElement="Flow_4"><di:waypoint x="430" y="120" /><di:waypoint x="510" y="120" /><di:waypoint x="510" y="175" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_5_di" bpmnElement="Flow_5"><di:waypoint x="430" y="280" /><di:waypoint x="510" y="280" /><di:waypoint x="510" y="225" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_6_di" bpmnElement="Flow_6"><di:waypoint x="535" y="200" /><di:waypoint x="582" y="200" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** Its form (form-js schema): contract, counterparty, amount (a money field: fen); `properties.labelEn` carries the English label. */
export const CONTRACT_SIGNOFF_FORM = {
  type: 'default',
  id: 'contractSignoffForm',
  components: [
    { type: 'textfield', id: 'Field_title', key: 'title', label: '合同名称', properties: { labelEn: 'Contract' }, validate: { required: true, maxLength: 100 } },
    { type: 'textfield', id: 'Field_party', key: 'party', label: '合同对方', properties: { labelEn: 'Counterparty' }, validate: { required: true, maxLength: 100 } },
    { type: 'money', id: 'Field_amount', key: 'amount', label: '合同金额（元）', properties: { labelEn: 'Amount (yuan)' }, validate: { required: true, min: 0 } },
  ],
};
