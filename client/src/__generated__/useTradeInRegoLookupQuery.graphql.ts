/**
 * @generated SignedSource<<a8a2cbc9a109a4441ce31f35d8b37c00>>
 * @relayHash c8eb4df19bf27bbe842dd303a0b8a999
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa8d599d9100350da7426226b57b5fb2a9078be9eae1d0644a415f700d478293

import type { ConcreteRequest } from 'relay-runtime';
export type RegoState = "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA" | "%future added value";
export type useTradeInRegoLookupQuery$variables = {
  rego: string;
  state: RegoState;
};
export type useTradeInRegoLookupQuery$data = {
  readonly tradeInRegoLookup: {
    readonly found: boolean;
    readonly message: string | null | undefined;
    readonly vehicle: {
      readonly badge: string | null | undefined;
      readonly body: string | null | undefined;
      readonly fuel: string | null | undefined;
      readonly make: string;
      readonly model: string;
      readonly transmission: string | null | undefined;
      readonly year: number;
    } | null | undefined;
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
v1 = [
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
    "concreteType": "TradeInRegoLookup",
    "kind": "LinkedField",
    "name": "tradeInRegoLookup",
    "plural": false,
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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "useTradeInRegoLookupQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTradeInRegoLookupQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa8d599d9100350da7426226b57b5fb2a9078be9eae1d0644a415f700d478293",
    "metadata": {},
    "name": "useTradeInRegoLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "53e34be975ba44f210d17913c6a6d06d";

export default node;
