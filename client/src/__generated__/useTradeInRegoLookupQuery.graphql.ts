/**
 * @generated SignedSource<<413cc22a37ba2d36423154eb7caefc3f>>
 * @relayHash 9feb4a52de8984a6753b560f54461cbe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7849a411ef289978f4216bf28dc0e6f1ff192cae081e01ac1159c13e4e19440d

import type { ConcreteRequest } from 'relay-runtime';
export type RegoState = "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA" | "%future added value";
export type useTradeInRegoLookupQuery$variables = {
  rego: string;
  state: RegoState;
};
export type useTradeInRegoLookupQuery$data = {
  readonly tradeInRegoLookup: {
    readonly __typename: "RateLimitedError";
    readonly message: string;
  } | {
    readonly __typename: "TradeInRegoLookup";
    readonly found: boolean;
    readonly lookupMessage: string | null | undefined;
    readonly vehicle: {
      readonly badge: string | null | undefined;
      readonly body: string | null | undefined;
      readonly fuel: string | null | undefined;
      readonly make: string;
      readonly model: string;
      readonly transmission: string | null | undefined;
      readonly year: number;
    } | null | undefined;
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useTradeInRegoLookupQuery = {
  response: useTradeInRegoLookupQuery$data;
  variables: useTradeInRegoLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rego"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "state"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "rego",
        "variableName": "rego"
      },
      {
        "kind": "Variable",
        "name": "state",
        "variableName": "state"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "tradeInRegoLookup",
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
            "name": "found",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TradeInVehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "year",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "make",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "model",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "badge",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "transmission",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "lookupMessage",
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "TradeInRegoLookup",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InputIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
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
          (v1/*:: as any*/)
        ],
        "type": "RateLimitedError",
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
    "name": "useTradeInRegoLookupQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTradeInRegoLookupQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7849a411ef289978f4216bf28dc0e6f1ff192cae081e01ac1159c13e4e19440d",
    "metadata": {},
    "name": "useTradeInRegoLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "987ba9631f59bf6916d865cdf44c5cfc";

export default node;
