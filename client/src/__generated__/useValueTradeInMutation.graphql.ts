/**
 * @generated SignedSource<<61b9dbb19bef81e510febcb9f2c89807>>
 * @relayHash 1f41a04a2a7aceb8d8174c0f0b6f1042
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7ddb76369c3be8a07ae1e1de018c6b55c79f0034ba723960bcffaa70ec627ea

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
    readonly __typename: "NotFoundError";
    readonly field: string;
    readonly message: string;
    readonly reason: string;
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    readonly __typename: "ValueTradeInPayload";
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
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "valueTradeIn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
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
              (v1/*:: as any*/),
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
        "type": "ValueTradeInPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InputIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "type": "NotFoundError",
        "abstractKey": null
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
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useValueTradeInMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c7ddb76369c3be8a07ae1e1de018c6b55c79f0034ba723960bcffaa70ec627ea",
    "metadata": {},
    "name": "useValueTradeInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4c703b9d51f48c1668a9c96a702b186";

export default node;
