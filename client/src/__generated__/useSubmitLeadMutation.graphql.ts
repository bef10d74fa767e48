/**
 * @generated SignedSource<<6290f00297ff5f63ff8782b89a8f812a>>
 * @relayHash 153ad545035b355e3c56f664e06d48d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81971643556c2b67e3b98d2515ec2bf7fdae47a1b65c55d90f195393d136046c

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
    "id": "81971643556c2b67e3b98d2515ec2bf7fdae47a1b65c55d90f195393d136046c",
    "metadata": {},
    "name": "useSubmitLeadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ab88dbb579d2c2baed87004c7c3b367b";

export default node;
