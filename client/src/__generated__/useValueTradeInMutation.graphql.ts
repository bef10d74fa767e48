/**
 * @generated SignedSource<<5c68a280114b8349e4229238a8f83c2b>>
 * @relayHash 6fb2582525265d54a9e528960e9235b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00aec323514161c676647cb7a70097257420651ae27e9943d3b00ad1e7b9c8ca

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
    "id": "00aec323514161c676647cb7a70097257420651ae27e9943d3b00ad1e7b9c8ca",
    "metadata": {},
    "name": "useValueTradeInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e1992dd9e69f983f627dabc9eda39d7e";

export default node;
