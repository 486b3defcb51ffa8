/**
 * Demo definition 采购申请 (purchaseRequest): the department head approves every request; above
 * 5,000 yuan finance (role accountant) approves as well. The amount is a money field, so the form data
 * and the condition are in fen (`amount > 500000`); the names people read stay in yuan. A real bpmn-js
 * diagram with its layout (bpmndi), so the designer and the status path draw it.
 */
import { HT_BPMN_NAMESPACE } from '../../contracts/approval.js';

export const PURCHASE_REQUEST_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ht="${HT_BPMN_NAMESPACE}" id="Definitions_purchaseRequest" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="purchaseRequest" name="采购申请" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="提交申请"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="Task_DeptHead" name="部门负责人审批" ht:assigneeType="deptHead"><bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing></bpmn:userTask>
    <bpmn:exclusiveGateway id="Gateway_Amount" name="金额超过 5000 元？" default="Flow_Small"><bpmn:incoming>Flow_2</bpmn:incoming><bpmn:outgoing>Flow_Large</bpmn:outgoing><bpmn:outgoing>Flow_Small</bpmn:outgoing></bpmn:exclusiveGateway>
    <bpmn:userTask id="Task_Finance" name="财务审批" ht:assigneeType="role" ht:assignee="accountant"><bpmn:incoming>Flow_Large</bpmn:incoming><bpmn:outgoing>Flow_3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="EndEvent_1" name="完成"><bpmn:incoming>Flow_Small</bpmn:incoming><bpmn:incoming>Flow_3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_DeptHead" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_DeptHead" targetRef="Gateway_Amount" />
    <bpmn:sequenceFlow id="Flow_Large" name="&gt; 5000" sourceRef="Gateway_Amount" targetRef="Task_Finance"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">amount &gt; 500000</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_Small" name="≤ 5000" sourceRef="Gateway_Amount" targetRef="EndEvent_1" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Task_Finance" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="purchaseRequest">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_DeptHead_di" bpmnElement="Task_DeptHead"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_Amount_di" bpmnElement="Gateway_Amount" isMarkerVisible="true"><dc:Bounds x="395" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Finance_di" bpmnElement="Task_Finance"><dc:Bounds x="500" y="60" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="682" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="340" y="200" /><di:waypoint x="395" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Large_di" bpmnElement="Flow_Large"><di:waypoint x="420" y="175" /><di:waypoint x="420" y="100" /><di:waypoint x="500" y="100" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Small_di" bpmnElement="Flow_Small"><di:waypoint x="445" y="200" /><di:waypoint x="682" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="600" y="100" /><di:waypoint x="700" y="100" /><di:waypoint x="700" y="182" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** Its form (form-js schema): item, amount (a money field: fen), reason; `properties.labelEn` carries the English label. */
export const PURCHASE_REQUEST_FORM = {
  type: 'default',
  id: 'purchaseRequestForm',
  components: [
    { type: 'textfield', id: 'Field_item', key: 'item', label: '采购物品', properties: { labelEn: 'Item' }, validate: { required: true, maxLength: 100 } },
    { type: 'money', id: 'Field_amount', key: 'amount', label: '金额（元）', properties: { labelEn: 'Amount (yuan)' }, validate: { required: true, min: 0 } },
    { type: 'textarea', id: 'Field_reason', key: 'reason', label: '申请理由', properties: { labelEn: 'Reason' }, validate: { maxLength: 500 } },
  ],
};
