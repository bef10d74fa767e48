/**
 * @generated SignedSource<<d389f99d246cfb4229286e6a73a05d17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LeadFormKind = "FINANCE_ENQUIRY" | "GENERAL_ENQUIRY" | "TEST_DRIVE" | "TRADE_IN" | "VEHICLE_ENQUIRY" | "%future added value";
export type SubmitLeadInput = {
  form: LeadFormKind;
  formToken?: string | null | undefined;
  idempotencyKey: string;
  linkedQueryParams?: ReadonlyArray<LeadQueryParamInput> | null | undefined;
  pageUrl: string;
  tradeInValuation?: TradeInValuationInput | null | undefined;
  values: any;
  visitedPages?: ReadonlyArray<string> | null | undefined;
};
export type LeadQueryParamInput = {
  name: string;
  value: string;
};
export type TradeInValuationInput = {
  adjustmentAnswers?: ReadonlyArray<LeadAdjustmentAnswerInput> | null | undefined;
  formCompleted?: boolean | null | undefined;
  offerAccepted?: boolean | null | undefined;
};
export type LeadAdjustmentAnswerInput = {
  answer: string;
  questionId: string;
};
export type useSubmitLeadMutation$variables = {
  input: SubmitLeadInput;
};
export type useSubmitLeadMutation$data = {
  readonly submitLead: {
    readonly leadId: string;
    readonly successPath: string;
  };
};
export type useSubmitLeadMutation = {
  response: useSubmitLeadMutation$data;
  variables: useSubmitLeadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SubmitLeadPayload",
    "kind": "LinkedField",
    "name": "submitLead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "leadId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "successPath",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitLeadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitLeadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "153ad545035b355e3c56f664e06d48d1",
    "id": null,
    "metadata": {},
    "name": "useSubmitLeadMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitLeadMutation(\n  $input: SubmitLeadInput!\n) {\n  submitLead(input: $input) {\n    leadId\n    successPath\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab88dbb579d2c2baed87004c7c3b367b";

export default node;
