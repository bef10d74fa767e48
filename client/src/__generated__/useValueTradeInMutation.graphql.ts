/**
 * @generated SignedSource<<b0d80cca6969e977070f0bd2edc29ce2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RegoState = "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA" | "%future added value";
export type ValueTradeInInput = {
  answers: ReadonlyArray<TradeInAnswerInput>;
  leadId: string;
  rego?: string | null | undefined;
  regoState?: RegoState | null | undefined;
  vehicle: TradeInVehicleInput;
};
export type TradeInAnswerInput = {
  answer: string;
  questionId: string;
};
export type TradeInVehicleInput = {
  badge?: string | null | undefined;
  km: number;
  make: string;
  model: string;
  year: number;
};
export type useValueTradeInMutation$variables = {
  input: ValueTradeInInput;
};
export type useValueTradeInMutation$data = {
  readonly valueTradeIn: {
    readonly leadId: string;
    readonly valuation: {
      readonly basis: string | null | undefined;
      readonly disclaimer: string;
      readonly estimateHigh: number | null | undefined;
      readonly estimateLow: number | null | undefined;
      readonly offer: number | null | undefined;
      readonly reason: string | null | undefined;
      readonly validUntil: string | null | undefined;
    };
  };
};
export type useValueTradeInMutation = {
  response: useValueTradeInMutation$data;
  variables: useValueTradeInMutation$variables;
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
    "concreteType": "ValueTradeInPayload",
    "kind": "LinkedField",
    "name": "valueTradeIn",
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
        "concreteType": "TradeInValuation",
        "kind": "LinkedField",
        "name": "valuation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "estimateLow",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "estimateHigh",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "basis",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disclaimer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "validUntil",
            "storageKey": null
          }
        ],
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
    "name": "useValueTradeInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useValueTradeInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6fb2582525265d54a9e528960e9235b2",
    "id": null,
    "metadata": {},
    "name": "useValueTradeInMutation",
    "operationKind": "mutation",
    "text": "mutation useValueTradeInMutation(\n  $input: ValueTradeInInput!\n) {\n  valueTradeIn(input: $input) {\n    leadId\n    valuation {\n      offer\n      estimateLow\n      estimateHigh\n      basis\n      reason\n      disclaimer\n      validUntil\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1992dd9e69f983f627dabc9eda39d7e";

export default node;
